import { describe, expect, it } from 'vitest';
import { headerTitle } from '../../../../src/layout/headerTitle.ts';

describe('header title', () => {
  it("puts the provider's name before Management Information System", () => {
    expect(headerTitle('Helping Hands')).toBe('Helping Hands Management Information System');
  });

  it('reads just Management Information System without a provider name', () => {
    expect(headerTitle(undefined)).toBe('Management Information System');
  });

  it('ignores a blank provider name', () => {
    expect(headerTitle('  ')).toBe('Management Information System');
  });
});
