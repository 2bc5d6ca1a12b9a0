// The shared emoji detector: every form of emoji is caught, ordinary text (Indic scripts included) is not.
import { describe, expect, it } from 'vitest';
import { containsEmoji, withoutEmoji } from '../../../resources/emoji.ts';

const emojiForms = {
  pictograph: '😀',
  'symbol with presentation selector': '❤️',
  flag: '🇮🇳',
  'skin-tone sequence': '👍🏽',
  'family ZWJ sequence': '👨‍👩‍👧',
  'profession ZWJ sequence with skin tone': '🧑🏾‍⚕️',
  keycap: '1️⃣',
  'subdivision flag': '🏴󠁧󠁢󠁳󠁣󠁴󠁿',
};

describe('containsEmoji', () => {
  it.each(Object.entries(emojiForms))('finds a %s inside text', (_form, emoji) => {
    expect(containsEmoji(`Ravi ${emoji} Kumar`)).toBe(true);
  });

  it.each(['Ravi Kumar', 'रवि कुमार', 'ക്‍', 'O’Brien-Smith, #12 *', 'ravi@example.org', ''])(
    'lets plain text through: %s',
    (text) => {
      expect(containsEmoji(text)).toBe(false);
    },
  );
});

describe('withoutEmoji', () => {
  it.each(Object.entries(emojiForms))('removes a whole %s', (_form, emoji) => {
    expect(withoutEmoji(`a${emoji}b`)).toBe(emoji === '1️⃣' ? 'a1b' : 'ab');
  });

  it('keeps a zero-width joiner that is part of an Indic word', () => {
    expect(withoutEmoji('ക്‍')).toBe('ക്‍');
  });
});
