import { beforeEach, describe, expect, it, vi } from 'vitest';

interface FakeWorker {
  state: string;
  postMessage: ReturnType<typeof vi.fn>;
}

/** A registration whose waiting and installing workers a test sets, with its updatefound to fire. */
const fakeRegistration = (waiting: FakeWorker | null) =>
  Object.assign(new EventTarget(), { waiting, installing: null as (EventTarget & FakeWorker) | null });

const worker = (state: string) => Object.assign(new EventTarget(), { state, postMessage: vi.fn() });

/** A window whose page has loaded, with a service worker container and a reload to count. */
const fakeWindow = ({ controlled = true, waiting = null as FakeWorker | null } = {}) => {
  const registration = fakeRegistration(waiting);
  const serviceWorker = Object.assign(new EventTarget(), {
    controller: controlled ? {} : null,
    register: vi.fn(async () => registration),
    getRegistration: async () => registration,
  });
  const target = {
    navigator: { serviceWorker },
    document: { readyState: 'complete' },
    location: { reload: vi.fn() },
    addEventListener: vi.fn(),
  } as unknown as Window & { location: { reload: ReturnType<typeof vi.fn> } };
  return { target, registration, serviceWorker };
};

const freshModules = async () => {
  vi.resetModules();
  const updates = await import('../../../../src/appShell/serviceWorkerUpdates.ts');
  const { reloadPrompts } = await import('../../../../src/appShell/reloadPrompts.ts');
  return { ...updates, reloadPrompts };
};

const registered = (serviceWorker: { register: ReturnType<typeof vi.fn> }) =>
  vi.waitFor(() => expect(serviceWorker.register).toHaveBeenCalledWith('/sw.js'));

beforeEach(() => {
  vi.restoreAllMocks();
});

describe('the service worker updates', () => {
  it('offer the new version once it is installed and waits, and never reload by themselves', async () => {
    const { registerServiceWorker, reloadPrompts } = await freshModules();
    const { target, registration, serviceWorker } = fakeWindow();
    registerServiceWorker(target);
    await registered(serviceWorker);
    const next = worker('installing');
    registration.installing = next;
    registration.dispatchEvent(new Event('updatefound'));
    expect(reloadPrompts.get().newVersion).toBe(false);
    next.state = 'installed';
    registration.waiting = next;
    next.dispatchEvent(new Event('statechange'));
    expect(reloadPrompts.get().newVersion).toBe(true);
    expect(target.location.reload).not.toHaveBeenCalled();
  });

  it('offer at start a version that waited while the app was closed', async () => {
    const { registerServiceWorker, reloadPrompts } = await freshModules();
    const { target, serviceWorker } = fakeWindow({ waiting: worker('installed') });
    registerServiceWorker(target);
    await registered(serviceWorker);
    await vi.waitFor(() => expect(reloadPrompts.get().newVersion).toBe(true));
  });

  it('offer the new version in a tab whose worker another tab replaced', async () => {
    const { registerServiceWorker, reloadPrompts } = await freshModules();
    const { target, serviceWorker } = fakeWindow();
    registerServiceWorker(target);
    await registered(serviceWorker);
    serviceWorker.dispatchEvent(new Event('controllerchange'));
    expect(reloadPrompts.get().newVersion).toBe(true);
    expect(target.location.reload).not.toHaveBeenCalled();
  });

  it('take the first install without a prompt', async () => {
    const { registerServiceWorker, reloadPrompts } = await freshModules();
    const { target, serviceWorker } = fakeWindow({ controlled: false });
    registerServiceWorker(target);
    await registered(serviceWorker);
    serviceWorker.dispatchEvent(new Event('controllerchange'));
    expect(reloadPrompts.get().newVersion).toBe(false);
  });

  it("let the waiting version in on the prompt's Reload, then reload once it controls the page", async () => {
    const { registerServiceWorker, reloadIntoNewVersion } = await freshModules();
    const waiting = worker('installed');
    const { target, serviceWorker } = fakeWindow({ waiting });
    registerServiceWorker(target);
    await registered(serviceWorker);
    await reloadIntoNewVersion(target);
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(target.location.reload).not.toHaveBeenCalled();
    serviceWorker.dispatchEvent(new Event('controllerchange'));
    expect(target.location.reload).toHaveBeenCalledTimes(1);
  });

  it("reload at once on the prompt's Reload when nothing waits any more", async () => {
    const { reloadIntoNewVersion } = await freshModules();
    const { target } = fakeWindow();
    await reloadIntoNewVersion(target);
    expect(target.location.reload).toHaveBeenCalledTimes(1);
  });
});
