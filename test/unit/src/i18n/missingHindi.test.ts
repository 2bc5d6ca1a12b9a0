// A text the Hindi messages lack shows in English, never as its key.
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../../../src/i18n/i18nProvider.ts';

/** Hindi messages that have two texts only. */
const fewHindiMessages = async () => ({
  ra: { action: { save: 'सहेजें' } },
  resources: { site: { fields: { site_name: 'साइट का नाम' } } },
});

const inHindi = async () => {
  const provider = createI18nProvider(fewHindiMessages);
  await provider.changeLocale('hi');
  return provider;
};

describe('a Hindi text that is missing', () => {
  it('shows the Hindi text where there is one', async () => {
    expect((await inHindi()).translate('ra.action.save')).toBe('सहेजें');
  });

  it('shows react-admin’s English text instead of its key', async () => {
    expect((await inHindi()).translate('ra.action.edit')).toBe('Edit');
  });

  it('shows the config’s English text instead of its key', async () => {
    expect((await inHindi()).translate('resources.project.texts.editHeading')).toBe('Add  Project');
  });

  it('shows the English text, not its key, where react-admin gives the key as the default (column headings)', async () => {
    const key = 'resources.site.columns.site_name';
    expect((await inHindi()).translate(key, { _: key })).toBe('Site name');
  });

  it('keeps the default of a key the English messages lack too', async () => {
    expect((await inHindi()).translate('resources.site.fields.nothing', { _: 'Nothing' })).toBe('Nothing');
  });

  it('fills the English text’s placeholders', async () => {
    expect((await inHindi()).translate('ra.navigation.page', { page: 3 })).toBe('Go to page 3');
  });

  it('shows a known English message as it is', async () => {
    expect((await inHindi()).translate('Site code is required')).toBe('Site code is required');
  });

  it('names the field in Hindi in a kind rule’s English fallback', async () => {
    expect((await inHindi()).translate('Site name must be text')).toBe('साइट का नाम must be text');
  });
});
