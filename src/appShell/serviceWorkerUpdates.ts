// Registers the app shell's service worker (sw.js, made by the build) and turns its updates into the "New version"
// prompt. A new version never reloads a page by itself: only the prompt's Reload does, in the tab it was pressed
// in; other open tabs get the prompt too and keep their forms until their user chooses.
import { reloadPrompts } from './reloadPrompts.ts';

export const SERVICE_WORKER_URL = '/sw.js';

let reloadRequested = false;

/** Shows the prompt when a version is installed and waits behind the one that controls the page. */
const offerWaiting = (registration: ServiceWorkerRegistration, serviceWorker: ServiceWorkerContainer) => {
  if (registration.waiting && serviceWorker.controller) reloadPrompts.showNewVersion();
};

async function register(target: Window): Promise<void> {
  const { serviceWorker } = target.navigator;
  // The first version takes the page without a prompt (nothing was there before it); a later one is a new version.
  const hadController = serviceWorker.controller !== null;
  serviceWorker.addEventListener('controllerchange', () => {
    if (reloadRequested) target.location.reload();
    else if (hadController) reloadPrompts.showNewVersion();
  });
  const registration = await serviceWorker.register(SERVICE_WORKER_URL);
  // A version that waited while the app was closed is offered at this start.
  offerWaiting(registration, serviceWorker);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerWaiting(registration, serviceWorker);
    });
  });
}

/** Starts the registration once the page has loaded, so that it never competes with the app's own start. */
export function registerServiceWorker(target: Window = window): void {
  if (!('serviceWorker' in target.navigator)) return;
  const run = () =>
    void register(target).catch((error: unknown) => console.error('No service worker', error));
  if (target.document.readyState === 'complete') run();
  else target.addEventListener('load', run, { once: true });
}

/** The prompt's Reload: a waiting version takes over first (its worker answers SKIP_WAITING), then the page reloads. */
export async function reloadIntoNewVersion(target: Window = window): Promise<void> {
  const waiting = (await target.navigator.serviceWorker?.getRegistration())?.waiting;
  // Another tab may have let the new version in already: then a reload is all it takes.
  if (!waiting) return target.location.reload();
  reloadRequested = true;
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
