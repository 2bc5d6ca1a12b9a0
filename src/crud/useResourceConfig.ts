// The config of the resource whose screen is open, found from react-admin's resource context.
import { useResourceContext } from 'react-admin';
import { resourceByName, type ResourceConfig } from '../../resources/index.ts';

/**
 * @example const { texts, routes } = useResourceConfig();
 */
export const useResourceConfig = (): ResourceConfig => {
  const name = useResourceContext();
  if (!name) throw new Error('useResourceConfig must be used inside a ResourceContextProvider');
  return resourceByName(name);
};
