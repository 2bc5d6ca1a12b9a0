// What a logout removes from the device beside local storage (which the session store clears but for the language):
// the copies kept for reading offline, and every Cache Storage cache but the app shell's, which holds the app's own
// files and no one's data.
import type { DeviceCopies } from '../dataProvider/deviceCopies.ts';

/** The service worker's precache of the app shell (Workbox names it so): code and images, kept for offline starts. */
const isAppShell = (cacheName: string) => cacheName.startsWith('workbox-precache');

/**
 * The changes waiting to be sent live in a database of their own: `forgetQueues` keeps each user's that holds any
 * (the user chose to keep them, or the session ended before they went) and deletes the rest.
 * @example await forgetDevice(deviceCopies, forgetEmptyQueues);
 */
export const forgetDevice = async (
  copies: Pick<DeviceCopies, 'clear'>,
  forgetQueues: () => Promise<void> = async () => undefined,
  cacheStorage: CacheStorage | undefined = globalThis.caches,
): Promise<void> => {
  const cacheNames = (await cacheStorage?.keys()) ?? [];
  await Promise.all([
    copies.clear(),
    forgetQueues(),
    ...cacheNames.filter((name) => !isAppShell(name)).map((name) => cacheStorage!.delete(name)),
  ]);
};
