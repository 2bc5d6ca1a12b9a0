// Whether the form around a field only shows its record (a role that may read it but not change it).
import { createContext, useContext } from 'react';

export const ReadOnlyFormContext = createContext(false);

/** @example const readOnly = useReadOnlyForm(); */
export const useReadOnlyForm = (): boolean => useContext(ReadOnlyFormContext);
