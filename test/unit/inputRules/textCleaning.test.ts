// The pure cleaning behind the input rules: leading whitespace and emoji go, the caret stays where it was.
import { describe, expect, it } from 'vitest';
import { cleanTypedText } from '../../../src/inputRules/textCleaning.ts';

describe('cleanTypedText', () => {
  it('strips leading whitespace of every kind', () => {
    expect(cleanTypedText(' \t\n Ravi').value).toBe('Ravi');
  });

  it('keeps inner and trailing spaces', () => {
    expect(cleanTypedText('Ravi Kumar ').value).toBe('Ravi Kumar ');
  });

  it('removes emoji wherever they are', () => {
    expect(cleanTypedText('👍🏽Ra🇮🇳vi').value).toBe('Ravi');
  });

  it('counts what went before the caret so the caret can stay put', () => {
    expect(cleanTypedText('  a😀b', 5)).toEqual({ value: 'ab', removedBeforeCaret: 4 });
  });

  it('leaves a clean text unchanged', () => {
    expect(cleanTypedText('Ward 4', 2)).toEqual({ value: 'Ward 4', removedBeforeCaret: 0 });
  });
});
