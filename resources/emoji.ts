// Emoji and pictographic characters: one detector for the client's input rules and the server's field checks.

export const EMOJI_MESSAGE = 'Emoji are not allowed';

/**
 * Pictographs, flag letters, skin-tone modifiers, the keycap mark, the emoji presentation selector and tag
 * characters (subdivision flags). A zero-width joiner alone is not flagged: Indic scripts use it in plain text.
 */
const EMOJI_PART =
  '\\p{Extended_Pictographic}|\\p{Regional_Indicator}|[\\u{1F3FB}-\\u{1F3FF}\\u{E0020}-\\u{E007F}]|\\u20E3|\\uFE0F';

const emojiTest = new RegExp(EMOJI_PART, 'u');
/** A part and the joiner that ties it to the next part of a ZWJ sequence. */
const emojiParts = new RegExp(`(?:${EMOJI_PART})\\u200D?`, 'gu');

/** @example containsEmoji('Ravi 👍🏽') === true; containsEmoji('रवि') === false */
export const containsEmoji = (text: string): boolean => emojiTest.test(text);

/** The text with every emoji removed, whole sequences included. @example withoutEmoji('a👨‍👩‍👧b') === 'ab' */
export const withoutEmoji = (text: string): string => text.replace(emojiParts, '');
