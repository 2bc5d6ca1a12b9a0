// Every option list and role the product seeds is named in Hindi too, and every select or column over them
// reads that Hindi name; a row without one shows its English name.
import { describe, expect, it } from 'vitest';
import {
  labelOf,
  optionsFor,
  resources,
  type MasterData,
  type MasterDataSource,
} from '../../../resources/index.ts';
import { seedCommonOptions, seedRoles } from '../../../resources/seededOptions.ts';

const devanagari = /^[\u0900-\u097F][\u0900-\u097F\s/]*$/;

/** The collections the product seeds, and each seeded row's English and Hindi names. */
const seeded = {
  mst_common: seedCommonOptions.map((row) => ({ row, english: row.value, hindi: row.value_hi })),
  mst_roles: seedRoles.map((row) => ({ row, english: row.role_name, hindi: row.role_name_hi })),
};

/** Every source of the registry's selects and columns over a seeded collection. */
const seededSources = resources.flatMap((resource) => [
  ...resource.fields.flatMap((field) => (field.source ? [[resource.name, field.name, field.source]] : [])),
  ...resource.columns.flatMap(({ source, display }) => {
    const of =
      display.kind === 'lookup' ? display.source : display.kind === 'text' ? display.option : undefined;
    return of ? [[resource.name, source, of]] : [];
  }),
]) as [string, string, MasterDataSource][];
const overSeeded = seededSources.filter(([, , source]) => source.collection in seeded);

const masterData = { mst_common: seedCommonOptions, mst_roles: seedRoles } as unknown as MasterData;

describe('the seeded options and roles', () => {
  it.each(Object.entries(seeded))('in %s each have a Hindi name in Devanagari', (_, rows) => {
    const withoutHindi = rows.filter(({ hindi }) => !devanagari.test(hindi)).map(({ english }) => english);
    expect(withoutHindi).toEqual([]);
  });

  it('are found by the registry: some select offers options and some column shows roles', () => {
    expect(overSeeded.map(([, , source]) => source.collection)).toEqual(
      expect.arrayContaining(Object.keys(seeded)),
    );
  });

  it.each(overSeeded)('%s %s offers every option named in Hindi when Hindi is chosen', (_, __, source) => {
    const options = optionsFor(masterData, source, {}, 'hi');
    expect(options.length).toBeGreaterThan(0);
    const hindiOf = new Map(seeded[source.collection as keyof typeof seeded].map((s) => [s.row, s.hindi]));
    expect(options.map((option) => option.label)).toEqual(
      options.map((option) => hindiOf.get(option.row as never)),
    );
  });

  it.each(overSeeded)('%s %s keeps the English names and the stored values in English', (_, __, source) => {
    const english = optionsFor(masterData, source);
    const hindi = optionsFor(masterData, source, {}, 'hi');
    expect(english.map((option) => option.label)).not.toEqual(hindi.map((option) => option.label));
    expect(english.map((option) => option.value)).toEqual(hindi.map((option) => option.value));
  });
});

describe('an option without a Hindi name', () => {
  it('shows its English name in Hindi', () => {
    const [source] = overSeeded.map(([, , found]) => found).filter((s) => s.collection === 'mst_common');
    const added = { common_id: 9999, value: 'Guardian', value_hi: null, flag: Number(source.filter?.flag) };
    const withAdded = { ...masterData, mst_common: [...masterData.mst_common, added] };
    expect(labelOf(withAdded, source, 9999, undefined, 'hi')).toBe('Guardian');
  });
});
