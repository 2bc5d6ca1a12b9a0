// React.lazy whose failed load shows the "Reload" prompt and renders nothing, instead of throwing to the error
// page: the screen around it (a half-typed form) stays as it was. It can be loaded ahead: once loaded, it renders
// at once, with no loading screen before it.
import { createElement, lazy, type ComponentProps, type ComponentType } from 'react';
import { reloadPrompts } from './reloadPrompts.ts';

const MissingPart = () => null;

/** A component whose code loads on its first render, or ahead with `preload`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any component's props
export type LazyComponent<T extends ComponentType<any>> = ComponentType<ComponentProps<T>> & {
  /** Loads the code; settles once the component renders without suspending (also when it could not be loaded). */
  preload(): Promise<void>;
};

/**
 * @example const DialogView = lazyOrReload(() => import('./DialogView.tsx'));
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any component's props
export function lazyOrReload<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyComponent<T> {
  let loaded: T | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const loadOnce = () =>
    (loading ??= load()
      .catch((error: unknown) => {
        console.error('A part of the app could not be loaded', error);
        reloadPrompts.showMissingPart();
        return { default: MissingPart as unknown as T };
      })
      .then((module) => {
        loaded = module.default;
        return module;
      }));
  const Lazy = lazy(loadOnce);
  // Once loaded, the component itself: React.lazy suspends on its first render even then, and a screen revealed
  // after a loading screen shows no sooner than 300 ms after it (React's Suspense throttle).
  const Component = (props: ComponentProps<T>) => createElement(loaded ?? Lazy, props);
  return Object.assign(Component, { preload: () => loadOnce().then(() => undefined) });
}

/**
 * Vite announces a chunk (or a chunk's dependency) that failed to load before the import rejects: the prompt shows
 * whoever made the import. The import still rejects (no preventDefault, which would resolve it to undefined).
 */
export const showReloadOnPreloadError = (target: Window) =>
  target.addEventListener('vite:preloadError', () => reloadPrompts.showMissingPart());
