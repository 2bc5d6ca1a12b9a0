// React.lazy whose failed load shows the "Reload" prompt and renders nothing, instead of throwing to the error
// page: the screen around it (a half-typed form) stays as it was.
import { lazy, type ComponentType } from 'react';
import { reloadPrompts } from './reloadPrompts.ts';

const MissingPart = () => null;

/**
 * @example const DialogView = lazyOrReload(() => import('./DialogView.tsx'));
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any component's props
export const lazyOrReload = <T extends ComponentType<any>>(load: () => Promise<{ default: T }>) =>
  lazy(() =>
    load().catch((error: unknown) => {
      console.error('A part of the app could not be loaded', error);
      reloadPrompts.showMissingPart();
      return { default: MissingPart as unknown as T };
    }),
  );

/**
 * Vite announces a chunk (or a chunk's dependency) that failed to load before the import rejects: the prompt shows
 * whoever made the import. The import still rejects (no preventDefault, which would resolve it to undefined).
 */
export const showReloadOnPreloadError = (target: Window) =>
  target.addEventListener('vite:preloadError', () => reloadPrompts.showMissingPart());
