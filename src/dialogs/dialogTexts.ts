// The shared dialogs' own words; callers give the titles, texts and button labels.

export const dialogTexts = {
  ok: 'OK',
  errorImage: 'Error',
  successImage: 'Success',
} as const;
