// What a screen that saves needs of the queue: send a write or let it wait, say so, and the waiting write it was
// opened to change (the waiting changes page's Edit and Compare).
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { useDialogs } from '../dialogs/useDialogs.ts';
import { waitingKeys } from '../i18n/appKeys.ts';
import { useText } from '../i18n/useText.ts';
import { forgetWrite, sendOrQueue, writeWithKey, type WriteOutcome } from './writeQueue.ts';

/** The route state the waiting changes page opens a form with. */
export interface WaitingWriteState {
  waitingKey: string;
}

export const useSendOrQueue = () => {
  const queryClient = useQueryClient();
  const dialogs = useDialogs();
  const translate = useText();
  return {
    /** The write's answer, or `{ sent: false }` once it waits for the network (writeQueue.ts sendOrQueue). */
    send: <T>(key: string, write: Promise<T>): Promise<WriteOutcome<T>> =>
      sendOrQueue(queryClient, key, write),
    /** Says the write waits on this device, in place of the server's answer; resolves when the user closes it. */
    savedOnDevice: () =>
      dialogs.success({
        title: translate(waitingKeys.savedOnDeviceTitle),
        text: translate(waitingKeys.savedOnDevice),
      }),
  };
};

/**
 * The waiting write this screen was opened to change, if any; `replaced()` takes it out of the queue once the
 * screen's own save of it has gone or waits in its place.
 */
export const useWaitingWrite = () => {
  const queryClient = useQueryClient();
  const state = useLocation().state as Partial<WaitingWriteState> | null;
  const key = state?.waitingKey;
  const write = key === undefined ? undefined : writeWithKey(queryClient, key);
  return { write, replaced: () => key !== undefined && forgetWrite(queryClient, key) };
};
