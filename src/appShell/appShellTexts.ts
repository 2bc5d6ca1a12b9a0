// The words of the app shell's two prompts: a new version is ready, or a part of the app could not be loaded.

export const appShellTexts = {
  newVersion: 'New version available.',
  missingPart: 'A part of the app could not be loaded: a new version may have been installed.',
  reload: 'Reload',
} as const;
