// What a logout removes from the device beside local storage (which the session store clears but for the language):
// the copies kept for reading offline, and every Cache Storage cache but the app shell's, which holds the app's own
// files and no one's data.
import type { DeviceCopies } from '../dataProvider/deviceCopies.ts';

/** The service worker's precache of the app shell (Workbox names it so): code and images, kept for offline starts. */
const isAppShell = (cacheName: string) => cacheName.startsWith('workbox-precache');

/**
 * The offline write queue (a later part of the offline work) will live in its own database, which this leaves
 * alone: a logout keeps the writes not yet sent.
 * @example await forgetDevice(deviceCopies);
 */
export const forgetDevice = async (
  copies: Pick<DeviceCopies, 'clear'>,
  cacheStorage: CacheStorage | undefined = globalThis.caches,
): Promise<void> => {
  const cacheNames = (await cacheStorage?.keys()) ?? [];
  await Promise.all([
    copies.clear(),
    ...cacheNames.filter((name) => !isAppShell(name)).map((name) => cacheStorage!.delete(name)),
  ]);
};
