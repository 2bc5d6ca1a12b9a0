// Unit-test setup: jest-dom matchers, jsdom's missing scrolling, and a clean DOM and local storage after every test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { scaled } from '../timeouts.ts';

// findBy*/waitFor wait up to 5 s: on a busy machine a screen can take longer than the 1 s default to settle.
configure({ asyncUtilTimeout: scaled(5_000) });

// jsdom lays nothing out, so it has no scrolling: a list bringing its saved row into view scrolls nowhere here.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

afterEach(() => {
  cleanup();
  localStorage.clear();
});
