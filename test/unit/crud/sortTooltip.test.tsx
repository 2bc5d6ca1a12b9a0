// The list's sort tooltips name the column by its label as shown: as written in English, in Hindi in Hindi.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../src/i18n/locale.ts';
import { memoryApi } from './crudHarness.tsx';
import { aSiteRow, renderFieldOps } from './fieldOpsHarness.tsx';

const renderSites = () => renderFieldOps('/site', memoryApi({ sites: [aSiteRow(1)] }).http);

describe('a sort tooltip', () => {
  afterEach(() => setLocale('en'));

  it('keeps the column label as written in English', async () => {
    renderSites();
    expect(await screen.findByRole('button', { name: /^Sort by MHU / })).toBeInTheDocument();
  });

  it('names the column by its Hindi label in Hindi word order', async () => {
    setLocale('hi');
    renderSites();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^साइट का नाम के अनुसार / })).toBeInTheDocument(),
    );
  });
});
