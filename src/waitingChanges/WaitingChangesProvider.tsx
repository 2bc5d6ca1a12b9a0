// The signed-in app's QueryClient, with the user's waiting writes restored from the device before anything else and
// sent once the network answers; every change to them is kept on the device again (queuePersister.ts).
import { onlineManager, type Mutation, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { createQueuePersister } from './queuePersister.ts';
import { isQueuedWrite } from './writeQueue.ts';

// react-query counts the browser online until it hears otherwise: a page opened offline would try each write first.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

/** Whether the device refused to keep the queue (its storage full), for the badge to say so; none at start. */
let keepFailed = false;
const listeners = new Set<() => void>();
const setKeepFailed = (failed: boolean) => {
  if (failed === keepFailed) return;
  keepFailed = failed;
  listeners.forEach((listener) => listener());
};
export const useQueueKeepFailed = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => keepFailed,
  );

export const WaitingChangesProvider = ({
  client,
  userKey,
  children,
}: {
  client: QueryClient;
  userKey: string;
  children: ReactNode;
}) => {
  const persistOptions = useMemo(() => {
    const persister = createQueuePersister({
      userKey,
      onKept: (failure) => {
        if (failure) console.error('The waiting changes were not kept on the device', failure);
        setKeepFailed(failure !== undefined);
      },
    });
    return {
      persister,
      // Kept until sent or discarded, however long that takes (react-query drops a day-old cache by default).
      maxAge: Infinity,
      dehydrateOptions: {
        shouldDehydrateQuery: () => false,
        shouldDehydrateMutation: (write: Mutation<unknown, Error, unknown, unknown>) =>
          isQueuedWrite(write) && write.state.status !== 'success',
      },
      hydrateOptions: { defaultOptions: { mutations: { gcTime: Infinity } } },
    };
  }, [userKey]);
  return (
    <PersistQueryClientProvider
      client={client}
      persistOptions={persistOptions}
      onSuccess={() => client.resumePausedMutations()}
    >
      {children}
    </PersistQueryClientProvider>
  );
};
