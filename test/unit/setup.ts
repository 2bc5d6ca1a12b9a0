// Unit-test setup: jest-dom matchers, jsdom's missing scrolling, after every test a clean DOM, storage and mocks, and
// after every file no style rule left.
import '@testing-library/jest-dom/vitest';
import { __unsafe_useEmotionCache as useEmotionCache, type EmotionCache } from '@emotion/react';
import { cleanup, configure, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterAll, afterEach, vi } from 'vitest';
import { DEFAULT_LOCALE, setLocale } from '../../src/i18n/locale.ts';
import { scaled } from '../timeouts.ts';

// findBy*/waitFor wait up to 5 s: on a busy machine a screen can take longer than the 1 s default to settle.
configure({ asyncUtilTimeout: scaled(5_000) });

// jsdom lays nothing out, so it has no scrolling: a list bringing its saved row into view scrolls nowhere here.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// The files of a worker share one page and one module graph (vitest.config.ts): what a test changed of them is put
// back, its spies, stubbed globals and fake clock included.
afterEach(() => {
  cleanup();
  setLocale(DEFAULT_LOCALE);
  // jsdom has no matchMedia of its own; a test that fakes one (crudHarness.tsx) gets it back unset.
  Reflect.deleteProperty(window, 'matchMedia');
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The page's emotion cache: the one every styled component uses where no provider gives another. */
function emotionCache(): EmotionCache {
  let cache: EmotionCache | null = null;
  const Read = () => ((cache = useEmotionCache()), null);
  render(createElement(Read));
  cleanup();
  if (!cache) throw new Error('No emotion cache in the page');
  return cache;
}

// Each file starts with no style rule of the files before it, as a page of its own would: every *ByRole query checks
// its candidates' visibility through jsdom's getComputedStyle, which matches each element against every rule in the
// page (the shared page had gathered 1,176 of them; FieldWorkerForm's file took 25.7 s after the others, 6.9 alone).
afterAll(() => {
  const cache = emotionCache();
  cache.sheet.flush();
  for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
  // A style kept by another cache would gather again, unseen: the suite says so instead.
  const left = document.querySelectorAll('style[data-emotion]').length;
  if (left) throw new Error(`${left} emotion style elements outlived their file`);
});
