// Every list and add form of the registry in Hindi, over the master data the product seeds: no message key is
// shown raw, every select over a seeded option list offers its Hindi names, and every list column of them shows
// the Hindi name of the stored choice.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  resources,
  type MasterData,
  type MasterDataSource,
  type ResourceConfig,
} from '../../../../resources/index.ts';
import { seedCommonOptions, seedRoles } from '../../../../resources/seededOptions.ts';
import { englishMessages } from '../../../../src/i18n/englishMessages.ts';
import { setLocale } from '../../../../src/i18n/locale.ts';
import { memoryApi, renderCrud, testMasterData } from '../../crud/crudHarness.tsx';
import { scaled } from '../../../timeouts.ts';

const masterData: MasterData = {
  ...testMasterData,
  mst_roles: seedRoles,
  mst_common: seedCommonOptions,
  mst_sites: [{ id: 3, site_name: 'Riverside', mhu: 'MHU-R', state_id: 2, district_id: 20, block_id: 201 }],
};
const seededCollections = ['mst_common', 'mst_roles'];
const isSeeded = (source?: MasterDataSource): source is MasterDataSource =>
  Boolean(source && seededCollections.includes(source.collection));

/** The seeded rows a source offers, as [English name, Hindi name]. */
const namesOf = (source: MasterDataSource): [string, string][] =>
  (masterData[source.collection] as Record<string, unknown>[])
    .filter((row) => Object.entries(source.filter ?? {}).every(([key, value]) => row[key] === value))
    .map((row) => [String(row[source.labelKey]), String(row[source.localLabelKeys?.hi ?? ''])]);

/** A text that reads as a message key of the catalogue: 'resources.site.fields.days', 'ra.action.save'. */
const keyPattern = new RegExp(`(^|[^\\w.])(${Object.keys(englishMessages).join('|')})\\.[\\w.]*\\w`);
const shownTexts = (): string[] => [
  ...[...document.body.querySelectorAll('*')].flatMap((element) =>
    [...element.childNodes].flatMap((node) =>
      node.nodeType === Node.TEXT_NODE ? [node.textContent ?? ''] : [],
    ),
  ),
  ...[...document.body.querySelectorAll('[aria-label], [title], [placeholder]')].flatMap((element) =>
    ['aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
  ),
];
const rawKeys = () => shownTexts().filter((text) => keyPattern.test(text));

const hindiOf = async (resource: ResourceConfig) => (await resource.hindi()).hi;

/** The screen at `path` in Hindi, once its heading (in Hindi) is drawn and the loading dialog gone. */
const openInHindi = async (path: string, api: Record<string, unknown>, heading: string | undefined) => {
  renderCrud(path, memoryApi(api).http, masterData);
  await screen.findByRole('heading', { name: heading });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
};

const seededColumns = resources.flatMap((resource) =>
  resource.columns.flatMap((column) => {
    const { display } = column;
    const source =
      display.kind === 'lookup' ? display.source : display.kind === 'text' ? display.option : undefined;
    return isSeeded(source) ? [[resource.name, column.source, resource, column.source, source] as const] : [];
  }),
);
const seededSelects = resources.flatMap((resource) =>
  resource.fields.flatMap((field) =>
    !field.hidden && isSeeded(field.source)
      ? [[resource.name, field.name, resource, field.name, field.source] as const]
      : [],
  ),
);

describe('the screens in Hindi', { timeout: scaled(60_000) }, () => {
  beforeEach(() => setLocale('hi'));
  afterEach(() => setLocale('en'));

  it.each(resources.map((resource) => [resource.name, resource] as const))(
    '%s: the list and the add form show no message key raw',
    async (_, resource) => {
      const { texts } = await hindiOf(resource);
      // One row, so the table and its column headings are drawn.
      await openInHindi(resource.routes.list, { [resource.endpoints.list]: [{ id: 1 }] }, texts.listHeading);
      await screen.findAllByRole('columnheader');
      expect(rawKeys()).toEqual([]);
      document.body.innerHTML = '';
      await openInHindi(resource.routes.create, { [resource.endpoints.list]: [] }, texts.createHeading);
      expect(rawKeys()).toEqual([]);
    },
  );

  it.each(seededSelects)(
    '%s %s offers the seeded options by their Hindi names',
    async (_, __, resource, name, source) => {
      const { texts, fields } = await hindiOf(resource);
      await openInHindi(resource.routes.create, { [resource.endpoints.list]: [] }, texts.createHeading);
      const label = new RegExp(`^${fields[name].replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`);
      await userEvent.setup().click(screen.getByRole('combobox', { name: label }));
      const options = within(await screen.findByRole('listbox')).getAllByRole('option');
      const offered = options.map((option) => option.textContent).filter((text) => text?.trim());
      expect(offered).toEqual(namesOf(source).map(([, hindi]) => hindi));
    },
  );

  it.each(seededColumns)(
    '%s %s shows the stored choice by its Hindi name',
    async (_, __, resource, column, source) => {
      const row = (masterData[source.collection] as Record<string, unknown>[]).find((candidate) =>
        Object.entries(source.filter ?? {}).every(([key, value]) => candidate[key] === value),
      );
      // A lookup column stores the option's id; a text column naming an option stores its English name.
      const display = resource.columns.find((candidate) => candidate.source === column)?.display;
      const stored = row?.[display?.kind === 'lookup' ? source.valueKey : source.labelKey];
      const { texts } = await hindiOf(resource);
      const list = { [resource.endpoints.list]: [{ id: 1, [column]: stored }] };
      await openInHindi(resource.routes.list, list, texts.listHeading);
      expect(
        await screen.findByRole('cell', { name: String(row?.[source.localLabelKeys?.hi ?? '']) }),
      ).toBeInTheDocument();
    },
  );
});
