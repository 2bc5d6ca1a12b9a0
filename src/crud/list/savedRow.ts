// The record an add or edit just saved, handed to its list through react-admin's store (one key per list): the
// list reads it once as it opens, to show that row and highlight it.
import { createContext, useContext, useEffect, useState } from 'react';
import { useStoreContext, type Identifier, type RaRecord } from 'react-admin';

const keyOf = (resource: string) => `${resource}.savedRow`;

/**
 * Tells a resource's list which record was just saved, before the screen returns to it.
 * @example const remember = useRememberSaved(); remember('site', created.id); navigate(site.routes.list);
 */
export const useRememberSaved = (): ((resource: string, id: Identifier | undefined) => void) => {
  const store = useStoreContext();
  // A server that answers an add without the new id leaves nothing to show.
  return (resource, id) => {
    if (id !== undefined && id !== '') store.setItem(keyOf(resource), id);
  };
};

/** The record just saved, read as the list opens and then forgotten: the list opened again highlights none. */
export const useJustSaved = (resource: string): Identifier | undefined => {
  const store = useStoreContext();
  const [id] = useState(() => store.getItem<Identifier>(keyOf(resource)));
  useEffect(() => store.removeItem(keyOf(resource)), [store, resource]);
  return id;
};

/** The id of the row to highlight in the list's rows below it, if any. */
export const SavedRowContext = createContext<Identifier | undefined>(undefined);

/** Whether `record` is the one saved (ids compared as the address and the server may type them differently). */
export const isSavedRecord = (saved: Identifier | undefined, record: RaRecord | undefined): boolean =>
  saved !== undefined && record !== undefined && String(record.id) === String(saved);

export const useIsSavedRow = (record: RaRecord | undefined): boolean =>
  isSavedRecord(useContext(SavedRowContext), record);
