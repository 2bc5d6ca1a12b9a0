// Three suites, one runner: unit (pure logic and components), api (real HTTP, real databases), e2e (Chromium);
// and the screenshots of every screen, run by hand (npm run screenshots).
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { measureSlowness } from './scripts/slowness.mjs';
import SlowFilesFirst from './test/slowFilesFirst.ts';
import { scaled } from './test/timeouts.ts';

// Measured once per run (`npm test` measures it before its suites start); the workers read it from the environment.
process.env.TEST_SLOWNESS ??= String(measureSlowness());

/** The browser suites' settings: the built app on real servers, driven in Chromium. */
const browserSuite = {
  environment: 'node',
  globalSetup: ['test/e2e/globalSetup.ts'],
  setupFiles: ['test/e2e/failureReport.ts'],
  // expect.poll waits up to 15 s, not 1: a page answers late while the other suites load both cores.
  expect: { poll: { timeout: scaled(15_000) } },
  testTimeout: scaled(60_000),
  hookTimeout: scaled(180_000),
};

export default defineConfig({
  plugins: [react()],
  test: {
    sequence: { sequencer: SlowFilesFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // The commit recorder first: it must be in place before react-dom loads.
          setupFiles: ['test/unit/reactCommits.ts', 'test/unit/setup.ts'],
          // Its files share one page and one module graph: a jsdom and the app's modules for each file cost 264 of
          // the suite's 686 s (beside the browser suite), shared 11 of 196 s. So no file mocks a module, and the setup
          // puts back what a test changes of the page (test/unit/setup.ts); the files pass in any order
          // (--sequence.shuffle.files).
          isolate: false,
          // A guard against a hang, not a speed check: beside the browser suite a render can take seconds.
          testTimeout: scaled(30_000),
          hookTimeout: scaled(10_000),
          expect: { poll: { timeout: scaled(1_000) } },
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['test/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/api/globalSetup.ts'],
          // Its files wait much of the time (on PostgreSQL, child servers, timers): three at a time keeps two cores
          // busy (vitest's default on two cores is one file at a time). The files of a worker share one module graph
          // (each starts and closes its own servers): importing the server for each file cost 324 s of a loaded run,
          // 43 s shared. No file mocks a module (a mock would reach the files after it in the worker); a file that
          // fakes the clock puts it back after each test.
          maxWorkers: 3,
          isolate: false,
          testTimeout: scaled(60_000),
          hookTimeout: scaled(120_000),
          expect: { poll: { timeout: scaled(1_000) } },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          // Screenshots of every screen at several sizes and languages, for people to look at: npm run screenshots.
          exclude: ['test/e2e/sizeScreenshots.test.ts'],
          ...browserSuite,
          // Two files at a time, each worker on its own server (test/e2e/globalSetup.ts): the files mostly wait on
          // Chromium and the server, so two share two cores well.
          maxWorkers: 2,
          // The files of a worker share one module graph (Playwright's among them): imported for each file, they
          // cost 73 s of a run. No file mocks a module.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'screenshots',
          include: ['test/e2e/sizeScreenshots.test.ts'],
          ...browserSuite,
          maxWorkers: 1,
        },
      },
    ],
  },
});
