// Why Chromium did not start, in one line: a missing system library named with the Debian package that has it.

/** Debian 12 packages of the libraries Chromium most often lacks on a bare machine. */
const debianPackageOf: Record<string, string> = {
  'libnss3.so': 'libnss3',
  'libnssutil3.so': 'libnss3',
  'libnspr4.so': 'libnspr4',
  'libatk-1.0.so.0': 'libatk1.0-0',
  'libatk-bridge-2.0.so.0': 'libatk-bridge2.0-0',
  'libcups.so.2': 'libcups2',
  'libdrm.so.2': 'libdrm2',
  'libgbm.so.1': 'libgbm1',
  'libxkbcommon.so.0': 'libxkbcommon0',
  'libXcomposite.so.1': 'libxcomposite1',
  'libXdamage.so.1': 'libxdamage1',
  'libXfixes.so.3': 'libxfixes3',
  'libXrandr.so.2': 'libxrandr2',
  'libasound.so.2': 'libasound2',
  'libpango-1.0.so.0': 'libpango-1.0-0',
  'libcairo.so.2': 'libcairo2',
  'libdbus-1.so.3': 'libdbus-1-3',
  'libexpat.so.1': 'libexpat1',
  'libglib-2.0.so.0': 'libglib2.0-0',
};

/** The message for a failed launch of `executablePath`. */
export function launchFailureHelp(executablePath: string, error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const library = /error while loading shared libraries: ([^:\s]+)/.exec(text)?.[1];
  if (!library) return `Chromium (${executablePath}) did not start: ${text.split('\n')[0]}`;
  const debianPackage = debianPackageOf[library];
  const install = debianPackage
    ? `install it with: apt-get install ${debianPackage}`
    : 'install the system package that provides it';
  return `Chromium (${executablePath}) did not start: the system library ${library} is missing; ${install}.`;
}
