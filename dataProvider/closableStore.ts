// An idb-keyval store whose connection can be closed, so that its database can be deleted at once (idb-keyval's own
// createStore holds its connection for the page's life, which would block the deletion until the page closes).
import { promisifyRequest, type UseStore } from 'idb-keyval';

export interface ClosableStore {
  use: UseStore;
  /** Closes the connection; the next use opens it again. */
  close(): void;
}

/** @example const store = closableStore(indexedDB, 'outreach-offline-reads', 'copies'); await set('k', 1, store.use); */
export const closableStore = (factory: IDBFactory, dbName: string, storeName: string): ClosableStore => {
  let opened: Promise<IDBDatabase> | undefined;
  const open = () => {
    const request = factory.open(dbName);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    return promisifyRequest(request).then((database) => {
      // Another tab deleting the database (a logout there) is not kept waiting by this connection.
      database.onversionchange = () => {
        database.close();
        opened = undefined;
      };
      return database;
    });
  };
  return {
    use: (mode, callback) => {
      opened ??= open();
      return opened.then((database) =>
        callback(database.transaction(storeName, mode).objectStore(storeName)),
      );
    },
    close() {
      void opened?.then((database) => database.close()).catch(() => undefined);
      opened = undefined;
    },
  };
};
