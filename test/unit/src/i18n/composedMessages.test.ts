// Sentences composed in English from a template of the messages (a CSV row's reason, a restore refusal) show
// whole in Hindi, in Hindi word order, with the field's Hindi label and the data as sent; in English, as sent.
import { afterEach, describe, expect, it } from 'vitest';
import { historyTexts, resources } from '../../../../resources/index.ts';
import { duplicateRows, importTexts, matchHeader } from '../../../../resources/csvImport/index.ts';
import { createI18nProvider } from '../../../../src/i18n/i18nProvider.ts';
import { loadHindiMessages } from '../../../../src/i18n/hi/index.ts';
import { textAt } from '../../../../src/i18n/textKeys.ts';

const hindi = await loadHindiMessages();
const inLanguage = async (locale: string) => {
  const provider = createI18nProvider();
  await provider.changeLocale(locale);
  return provider;
};
/** A select field of the registry, and its Hindi label. */
const [resource, field] = resources.flatMap((config) =>
  config.fields.filter((f) => f.kind === 'select' && !f.hidden).map((f) => [config, f] as const),
)[0];
const hindiLabel = () => textAt(hindi, `resources.${resource.name}.fields.${field.name}`);
const hindiTemplate = (key: string) => textAt(hindi, key) ?? '';

describe('a composed sentence', () => {
  afterEach(() => localStorage.clear());

  it('shows in English exactly as sent', async () => {
    const reason = importTexts.notInList(field.label, 'Xyz');
    expect((await inLanguage('en')).translate(reason)).toBe(reason);
  });

  it('shows a row’s reason whole in Hindi, the label in Hindi and the cell as written', async () => {
    const translated = (await inLanguage('hi')).translate(importTexts.notInList(field.label, 'Male '));
    expect(translated).toBe(
      hindiTemplate('import.reasons.notInList')
        .replace('%{label}', hindiLabel() ?? '')
        .replace('%{text}', 'Male '),
    );
    expect(translated).not.toContain(field.label);
  });

  it('shows a repeated row’s reason in Hindi, made on the screen as on the server', async () => {
    const header = resource.columns.map((column) => column.label);
    const match = matchHeader(resource, header);
    const cells = Object.fromEntries(header.map((name) => [name, 'same']));
    const [[, reason]] = duplicateRows(resource, match, [cells, cells]);
    const translated = (await inLanguage('hi')).translate(reason);
    expect(translated).toMatch(/[\u0900-\u097F]/);
    expect(translated).toContain('1');
    expect(translated).not.toMatch(/Repeats|of the file/);
  });

  it('shows a restore refusal whole in Hindi, naming each field in Hindi', async () => {
    const labels = `${field.label}, ${field.label}`;
    const translated = (await inLanguage('hi')).translate(historyTexts.choiceGone(labels));
    expect(translated).toBe(
      hindiTemplate('history.restore.choiceGone').replace('%{labels}', `${hindiLabel()}, ${hindiLabel()}`),
    );
  });

  it('shows a message no template made as sent', async () => {
    expect((await inLanguage('hi')).translate('Something else went wrong: 42')).toBe(
      'Something else went wrong: 42',
    );
  });
});
