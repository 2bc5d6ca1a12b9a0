// The browser suite's one-line reason when Chromium does not start: the missing library and its Debian package.
import { describe, expect, it } from 'vitest';
import { launchFailureHelp } from '../../e2e/launchFailure.ts';

const failure = (library: string) =>
  new Error(
    `browserType.launch: Browser closed.\n/tmp/chromium: error while loading shared libraries: ${library}: ` +
      'cannot open shared object file: No such file or directory',
  );

describe('why Chromium did not start', () => {
  it('names a missing library and the Debian package that provides it', () => {
    expect(launchFailureHelp('/tmp/chromium', failure('libnss3.so'))).toBe(
      'Chromium (/tmp/chromium) did not start: the system library libnss3.so is missing; ' +
        'install it with: apt-get install libnss3.',
    );
  });

  it('names a library it knows no package for, and says to install the one that provides it', () => {
    expect(launchFailureHelp('/tmp/chromium', failure('libfoo.so.9'))).toBe(
      'Chromium (/tmp/chromium) did not start: the system library libfoo.so.9 is missing; ' +
        'install the system package that provides it.',
    );
  });

  it("gives any other failure's first line", () => {
    expect(launchFailureHelp('/usr/bin/chromium', new Error('Timeout 180000ms exceeded.\ncall log'))).toBe(
      'Chromium (/usr/bin/chromium) did not start: Timeout 180000ms exceeded.',
    );
  });
});
