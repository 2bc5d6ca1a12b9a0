// The image field's own words; the size message is the server's, so both sides refuse a big file alike.

export const photoTexts = {
  choose: 'Choose image',
  chosenAlt: 'Chosen image',
  storedAlt: 'Stored image',
  none: 'No image',
  /** Add never sends the image (SPEC 7), so the add form offers none. */
  addAfterSaving: 'The image can be added after saving, from the edit screen.',
  tooBig: 'The image must be at most 2 MB.',
} as const;
