import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ComponentType } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appShellTexts } from '../../../../src/appShell/appShellTexts.ts';

// The prompts' store is the module's own: each test starts from fresh modules, with no prompt due.
const freshModules = async () => {
  vi.resetModules();
  const { lazyOrReload, showReloadOnPreloadError } = await import('../../../../src/appShell/lazyOrReload.ts');
  const { AppShellPrompts } = await import('../../../../src/appShell/AppShellPrompts.tsx');
  return { lazyOrReload, showReloadOnPreloadError, AppShellPrompts };
};

/** A form's field beside a lazily loaded part, as a form stands beside the dialogs' lazy view. */
const FormWith = ({ Part, Prompts }: { Part: ComponentType; Prompts: ComponentType }) => (
  <>
    <label>
      Site name
      <input />
    </label>
    <Suspense fallback={null}>
      <Part />
    </Suspense>
    <Prompts />
  </>
);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('lazyOrReload', () => {
  it('shows Reload, and keeps the typed field, when its chunk fails to load', async () => {
    const { lazyOrReload, AppShellPrompts } = await freshModules();
    let fail: (error: Error) => void = () => undefined;
    const Part = lazyOrReload(() => new Promise<{ default: ComponentType }>((_, reject) => (fail = reject)));
    render(<FormWith Part={Part} Prompts={AppShellPrompts} />);
    await userEvent.type(screen.getByLabelText('Site name'), 'Half typed');
    await act(async () => fail(new TypeError('Failed to fetch dynamically imported module')));

    expect(await screen.findByRole('alert')).toHaveTextContent(appShellTexts.missingPart);
    expect(screen.getByRole('button', { name: appShellTexts.reload })).toBeInTheDocument();
    expect(screen.getByLabelText('Site name')).toHaveValue('Half typed');
  });

  it('renders the part it loads, with no prompt', async () => {
    const { lazyOrReload, AppShellPrompts } = await freshModules();
    const Part = lazyOrReload(async () => ({ default: () => <p>The dialog</p> }));
    render(<FormWith Part={Part} Prompts={AppShellPrompts} />);
    expect(await screen.findByText('The dialog')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders a part loaded ahead in its first drawing, with no loading screen before it', async () => {
    const { lazyOrReload } = await freshModules();
    const Part = lazyOrReload(async () => ({ default: () => <p>The sidebar</p> }));
    await Part.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Part />
      </Suspense>,
    );
    // Not awaited: a loading screen first would have React hold the part back for 300 ms once it came.
    expect(screen.getByText('The sidebar')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('settles its preload when the part cannot load, the prompt shown', async () => {
    const { lazyOrReload, AppShellPrompts } = await freshModules();
    const Part = lazyOrReload(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await Part.preload();
    render(<FormWith Part={Part} Prompts={AppShellPrompts} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(appShellTexts.missingPart);
  });

  it("shows Reload when Vite reports a chunk's dependency that failed to preload", async () => {
    const { showReloadOnPreloadError, AppShellPrompts } = await freshModules();
    showReloadOnPreloadError(window);
    render(<AppShellPrompts />);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => void window.dispatchEvent(new Event('vite:preloadError', { cancelable: true })));
    expect(await screen.findByRole('alert')).toHaveTextContent(appShellTexts.missingPart);
  });
});
