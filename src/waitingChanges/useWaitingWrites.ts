// The writes made on this device that a screen left to the queue, as they change: for the badge and the page.
import { useMutationState } from '@tanstack/react-query';
import { isQueuedWrite, writeStateOf, type QueuedWrite } from './writeQueue.ts';

/** Each queued write (oldest first) with its state, read again at each change of any of them. */
export const useWaitingWrites = () =>
  useMutationState({
    filters: { predicate: isQueuedWrite },
    select: (mutation) => ({ write: mutation as QueuedWrite, state: writeStateOf(mutation as QueuedWrite) }),
  });

/** How many are still to be sent or dealt with (all but those saved). */
export const useOutstandingCount = () => useWaitingWrites().filter(({ state }) => state !== 'saved').length;
