// Owns the one open dialog and settles each caller's promise when its dialog closes or is replaced.
import { Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { lazyOrReload } from '../appShell/lazyOrReload.ts';
import { DialogsContext, type Dialogs, type OpenDialog } from './dialogsContext.ts';

// Loaded with the first dialog: the login page then carries no dialog code until an error needs one. If it cannot
// be loaded, the Reload prompt shows and the screen below (a form being saved) stays as it was.
const DialogView = lazyOrReload(() => import('./DialogView.tsx'));

export const DialogsProvider = ({ children }: { children: ReactNode }) => {
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const settle = useRef<(confirmed: boolean) => void>(() => undefined);

  const show = useCallback(
    (next: OpenDialog | null, onSettle: (confirmed: boolean) => void = () => undefined) => {
      const previous = settle.current;
      settle.current = onSettle;
      previous(false);
      setDialog(next);
    },
    [],
  );

  const answer = useCallback((confirmed: boolean) => {
    const current = settle.current;
    settle.current = () => undefined;
    setDialog(null);
    current(confirmed);
  }, []);

  const dialogs = useMemo<Dialogs>(
    () => ({
      wait: (text) => show({ kind: 'wait', text }),
      success: (options) => new Promise((resolve) => show({ kind: 'success', ...options }, () => resolve())),
      error: (options) => new Promise((resolve) => show({ kind: 'error', ...options }, () => resolve())),
      confirm: (options) => new Promise((resolve) => show({ kind: 'confirm', ...options }, resolve)),
      close: () => answer(false),
    }),
    [show, answer],
  );

  return (
    <DialogsContext.Provider value={dialogs}>
      {children}
      {dialog !== null && (
        <Suspense fallback={null}>
          <DialogView dialog={dialog} onAnswer={answer} />
        </Suspense>
      )}
    </DialogsContext.Provider>
  );
};
