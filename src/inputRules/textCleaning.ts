// What the input rules do to a typed value: no leading whitespace, no emoji (pure, so it is tested directly).
import { withoutEmoji } from '../../resources/emoji.ts';

export interface CleanedText {
  value: string;
  /** Characters removed before `caret`, so the caret can stay where the user was typing. */
  removedBeforeCaret: number;
}

/** @example cleanTypedText('  a😀b', 4) // { value: 'ab', removedBeforeCaret: 3 } */
export const cleanTypedText = (text: string, caret: number = text.length): CleanedText => {
  const before = withoutEmoji(text.slice(0, caret));
  const joined = before + withoutEmoji(text.slice(caret));
  const value = joined.trimStart();
  const caretAfter = Math.max(0, before.length - (joined.length - value.length));
  return { value, removedBeforeCaret: caret - caretAfter };
};
