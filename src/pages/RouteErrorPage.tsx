// Inside the router, a render failure shows the same fallback page as outside it (AppErrorBoundary); react-router
// has caught and logged it already.
import { useRouteError } from 'react-router-dom';
import { UnexpectedError } from './UnexpectedError.tsx';

export const RouteErrorPage = () => {
  const error = useRouteError();
  return <UnexpectedError error={error instanceof Error ? error : new Error(String(error))} />;
};
