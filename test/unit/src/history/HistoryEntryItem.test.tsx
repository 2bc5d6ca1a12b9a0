// A history entry's line is one whole sentence per language: the action before its author in English, after in Hindi.
import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { ActionLabel, HistoryEntry } from '../../../../resources/index.ts';
import { HistoryEntryItem } from '../../../../src/history/HistoryEntryItem.tsx';
import { createI18nProvider } from '../../../../src/i18n/i18nProvider.ts';

const anEntry = (action: ActionLabel, user: HistoryEntry['user']): HistoryEntry => ({
  at: '2030-02-01T10:30:00Z',
  action,
  user,
  changes: [],
});

const asha = { name: 'Asha Rao', email: 'asha@example.org' };

const renderIn = (locale: string, entry: HistoryEntry) =>
  render(
    <AdminContext i18nProvider={createI18nProvider()} store={memoryStore({ locale })}>
      <HistoryEntryItem entry={entry} />
    </AdminContext>,
  );

describe('a history line', () => {
  it('reads action first in English', async () => {
    renderIn('en', anEntry('Added', asha));
    expect(await screen.findByText(/ · Added by Asha Rao \(asha@example\.org\)$/)).toBeInTheDocument();
  });

  it('reads name first in Hindi', async () => {
    renderIn('hi', anEntry('Added', asha));
    expect(await screen.findByText(/ · Asha Rao \(asha@example\.org\) द्वारा जोड़ा गया$/)).toBeInTheDocument();
  });

  it('names an unknown author in Hindi before the action', async () => {
    renderIn('hi', anEntry('Deleted', null));
    expect(await screen.findByText(/ · अज्ञात उपयोगकर्ता द्वारा हटाया गया$/)).toBeInTheDocument();
  });
});
