// Messages that arrive as English text: the same in English, their own Hindi in Hindi, and unknown ones as sent.
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../../../src/i18n/i18nProvider.ts';

const inLocale = async (locale: string) => {
  const provider = createI18nProvider();
  await provider.changeLocale(locale);
  return provider;
};

describe('the i18nProvider', () => {
  it('gives the configs’ English texts, double spaces included', async () => {
    const english = await inLocale('en');
    expect(english.translate('resources.program.texts.createHeading')).toBe('Add  Program');
    expect(english.translate('resources.site.fields.site_name')).toBe('Site name');
  });

  it('leaves a rule’s English message exactly as written in English', async () => {
    expect((await inLocale('en')).translate('Choose an ID card from the list')).toBe(
      'Choose an ID card from the list',
    );
  });

  it('shows a config rule’s message in Hindi', async () => {
    expect((await inLocale('hi')).translate('Site name is required')).toBe('साइट का नाम आवश्यक है');
  });

  it('shows a kind rule’s message in Hindi with the field’s Hindi label', async () => {
    expect((await inLocale('hi')).translate('Age must be a number')).toBe('आयु एक संख्या होनी चाहिए');
  });

  it('shows a known server answer in Hindi', async () => {
    expect((await inLocale('hi')).translate('site deleted successfully.')).toBe('साइट सफलतापूर्वक हटाई गई।');
  });

  it('shows an unknown server message as sent', async () => {
    expect((await inLocale('hi')).translate('Database is on fire.')).toBe('Database is on fire.');
  });

  it('translates react-admin’s own messages', async () => {
    expect((await inLocale('hi')).translate('ra.action.search')).toBe('खोजें');
  });
});
