// The browser tab's title: 'Health Program', after the name of the record a screen opens while it is open.
import { act, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../src/i18n/locale.ts';
import { useRecordInTabTitle, useTabTitle } from '../../../src/tabTitle.ts';

const Root = ({ children }: { children?: ReactNode }) => {
  useTabTitle();
  return children;
};
const RecordScreen = ({ name }: { name?: string }) => {
  useRecordInTabTitle(name);
  return null;
};

describe('the tab title', () => {
  afterEach(() => setLocale('en'));

  it("is 'Health Program' with no record open", () => {
    render(<Root />);
    expect(document.title).toBe('Health Program');
  });

  it("names the open record first, and drops it when the record's screen closes", () => {
    const { rerender } = render(
      <Root>
        <RecordScreen name="Anni Ward" />
      </Root>,
    );
    expect(document.title).toBe('Anni Ward – Health Program');
    rerender(<Root />);
    expect(document.title).toBe('Health Program');
  });

  it('keeps no name for a record that has none yet', () => {
    render(
      <Root>
        <RecordScreen />
      </Root>,
    );
    expect(document.title).toBe('Health Program');
  });

  it('keeps the name when the language changes', async () => {
    render(
      <Root>
        <RecordScreen name="Anni Ward" />
      </Root>,
    );
    act(() => setLocale('hi'));
    await waitFor(() => expect(document.title).toMatch(/^Anni Ward – (?!Health Program)/));
  });
});
