// Unit-test setup: jest-dom matchers, jsdom's missing scrolling, and after every test a clean DOM, storage and mocks.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
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
