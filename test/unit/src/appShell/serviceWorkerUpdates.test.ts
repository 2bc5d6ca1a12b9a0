import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The Workbox the module makes: its listeners, by event, for a test to fire. */
const workbox = vi.hoisted(() => ({ listeners: new Map<string, () => void>(), registered: 0 }));
vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: () => void) {
      workbox.listeners.set(type, listener);
    }
    async register() {
      workbox.registered += 1;
    }
  },
}));

/** A window whose page has loaded, with a service worker container and a reload to count. */
const fakeWindow = ({ controlled = true, waiting = null as { postMessage: () => void } | null } = {}) => {
  const containerEvents = new EventTarget();
  const serviceWorker = Object.assign(containerEvents, {
    controller: controlled ? {} : null,
    getRegistration: async () => ({ waiting }),
  });
  return {
    navigator: { serviceWorker },
    document: { readyState: 'complete' },
    location: { reload: vi.fn() },
    addEventListener: vi.fn(),
  } as unknown as Window & { location: { reload: ReturnType<typeof vi.fn> } };
};

const freshModules = async () => {
  vi.resetModules();
  workbox.listeners.clear();
  workbox.registered = 0;
  const updates = await import('../../../../src/appShell/serviceWorkerUpdates.ts');
  const { reloadPrompts } = await import('../../../../src/appShell/reloadPrompts.ts');
  return { ...updates, reloadPrompts };
};

const registered = () => vi.waitFor(() => expect(workbox.registered).toBe(1));

beforeEach(() => {
  vi.restoreAllMocks();
});

describe('the service worker updates', () => {
  it('offer the new version when one waits, and never reload by themselves', async () => {
    const { registerServiceWorker, reloadPrompts } = await freshModules();
    const target = fakeWindow();
    registerServiceWorker(target);
    await registered();
    workbox.listeners.get('waiting')?.();
    expect(reloadPrompts.get().newVersion).toBe(true);
    target.navigator.serviceWorker.dispatchEvent(new Event('controllerchange'));
    expect(target.location.reload).not.toHaveBeenCalled();
  });

  it('offer the new version in a tab whose worker another tab replaced', async () => {
    const { registerServiceWorker, reloadPrompts } = await freshModules();
    const target = fakeWindow();
    registerServiceWorker(target);
    await registered();
    target.navigator.serviceWorker.dispatchEvent(new Event('controllerchange'));
    expect(reloadPrompts.get().newVersion).toBe(true);
    expect(target.location.reload).not.toHaveBeenCalled();
  });

  it('take the first install without a prompt', async () => {
    const { registerServiceWorker, reloadPrompts } = await freshModules();
    const target = fakeWindow({ controlled: false });
    registerServiceWorker(target);
    await registered();
    target.navigator.serviceWorker.dispatchEvent(new Event('controllerchange'));
    expect(reloadPrompts.get().newVersion).toBe(false);
  });

  it("let the waiting version in on the prompt's Reload, then reload once it controls the page", async () => {
    const { registerServiceWorker, reloadIntoNewVersion } = await freshModules();
    const waiting = { postMessage: vi.fn() };
    const target = fakeWindow({ waiting });
    registerServiceWorker(target);
    await registered();
    await reloadIntoNewVersion(target);
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(target.location.reload).not.toHaveBeenCalled();
    target.navigator.serviceWorker.dispatchEvent(new Event('controllerchange'));
    expect(target.location.reload).toHaveBeenCalledTimes(1);
  });

  it("reload at once on the prompt's Reload when nothing waits any more", async () => {
    const { reloadIntoNewVersion } = await freshModules();
    const target = fakeWindow();
    await reloadIntoNewVersion(target);
    expect(target.location.reload).toHaveBeenCalledTimes(1);
  });
});
