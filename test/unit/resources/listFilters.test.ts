// A list's field filters as its config declares them: the values each takes, and the rows that hold them.
import { describe, expect, it } from 'vitest';
import {
  fieldFiltersOf,
  filterValueOf,
  listFiltersOf,
  matchesFilters,
  resources,
  type ResourceConfig,
} from '../../../resources/index.ts';

/** A resource of the registry that filters on a field of this kind. */
const filteringOn = (kind: string): [ResourceConfig, string] => {
  for (const config of resources) {
    const field = listFiltersOf(config).find((one) => one.kind === kind);
    if (field) return [config, field.name];
  }
  throw new Error(`No list filters on a ${kind}`);
};

describe('listFiltersOf', () => {
  it('gives each resource’s declared filters as its fields, in the declared order', () => {
    for (const config of resources)
      expect(listFiltersOf(config).map((field) => field.name)).toEqual(config.filters ?? []);
  });
});

describe('filterValueOf', () => {
  it('takes an id as a number or digits, a date as yyyy-mm-dd, a text whole', () => {
    expect(filterValueOf({ kind: 'select' }, '29')).toBe(29);
    expect(filterValueOf({ kind: 'select' }, 29)).toBe(29);
    expect(filterValueOf({ kind: 'date' }, '2025-03-04')).toBe('2025-03-04');
    expect(filterValueOf({ kind: 'text' }, 'MHU-1')).toBe('MHU-1');
  });

  it('refuses what the field cannot hold', () => {
    for (const [kind, value] of [
      ['select', 'Goa'],
      ['select', 0],
      ['select', [29]],
      ['date', '04/03/2025'],
      ['date', '2025-02-30'],
      ['text', 7],
      ['text', 'a\u0000b'],
      ['text', 'x'.repeat(256)],
    ] as const)
      expect(filterValueOf({ kind }, value)).toBeUndefined();
  });
});

describe('fieldFiltersOf', () => {
  it('keeps the declared filters with their values, leaving the search and empty values out', () => {
    const [config, name] = filteringOn('select');
    expect(fieldFiltersOf(config, { q: 'goa', [name]: '29' })).toEqual({ [name]: 29 });
    expect(fieldFiltersOf(config, { [name]: '' })).toEqual({});
  });

  it('refuses a field the config does not filter on, and a value of the wrong kind', () => {
    const [config, name] = filteringOn('select');
    const undeclared = config.fields.find((field) => !config.filters?.includes(field.name));
    expect(fieldFiltersOf(config, { [undeclared?.name ?? 'x']: 'anything' })).toBeUndefined();
    expect(fieldFiltersOf(config, { constructor: 1 })).toBeUndefined();
    expect(fieldFiltersOf(config, { [name]: 'Goa' })).toBeUndefined();
  });
});

describe('matchesFilters', () => {
  it('matches a whole value only: MHU-1 is not MHU-10', () => {
    expect(matchesFilters({ mhu: 'MHU-1' }, { mhu: 'MHU-1' })).toBe(true);
    expect(matchesFilters({ mhu: 'MHU-10' }, { mhu: 'MHU-1' })).toBe(false);
    expect(matchesFilters({ mhu: 'mhu-1' }, { mhu: 'MHU-1' })).toBe(false);
  });

  it('needs every filter to hold', () => {
    const row = { state_id: 29, district_id: 572 };
    expect(matchesFilters(row, { state_id: 29, district_id: 572 })).toBe(true);
    expect(matchesFilters(row, { state_id: 29, district_id: 573 })).toBe(false);
  });

  it('matches a field of several values (a user’s districts) when one of them is the value', () => {
    expect(matchesFilters({ district_id: [12, 13] }, { district_id: 13 })).toBe(true);
    expect(matchesFilters({ district_id: [12, 13] }, { district_id: 14 })).toBe(false);
    expect(matchesFilters({ district_id: null }, { district_id: 14 })).toBe(false);
  });
});
