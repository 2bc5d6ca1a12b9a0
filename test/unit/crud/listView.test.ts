// A list's address read against its config: kept when the list can show it (its search and declared field filters
// included), replaced by the default view (first page, the server's order, no search, no filter) when it cannot, and
// the short `?q=` made react-admin's.
import { describe, expect, it } from 'vitest';
import { addressOf, DEFAULT_VIEW, listAddressFix, viewOf } from '../../../src/crud/list/listView.ts';
import { listFiltersOf, project, resources, site, type ResourceConfig } from '../../../resources/index.ts';

const address = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;
const defaultAddress = addressOf(DEFAULT_VIEW);

/** A resource that filters on a select, and the name of one of its fields it does not filter on. */
const filtered = (): { config: ResourceConfig; select: string; undeclared: string } => {
  const config = resources.find((one) => listFiltersOf(one).some((field) => field.kind === 'select'));
  if (!config) throw new Error('No list filters on a select');
  const select = listFiltersOf(config).find((field) => field.kind === 'select')?.name ?? '';
  const undeclared = config.fields.find((field) => !config.filters?.includes(field.name))?.name ?? 'x';
  return { config, select, undeclared };
};

describe('viewOf', () => {
  it("reads react-admin's params, the address's texts and the store's numbers alike", () => {
    const view = { filter: { q: 'goa' }, sort: 'site_name', order: 'DESC', page: 3, perPage: 20 };
    expect(viewOf(site, { ...view, page: '3', perPage: '20', displayedFilters: {} })).toEqual(view);
    expect(viewOf(site, view)).toEqual(view);
  });

  it('gives each missing param its default', () => {
    expect(viewOf(site, {})).toEqual(DEFAULT_VIEW);
    expect(viewOf(site, { sort: 'site_code' })).toEqual({ ...DEFAULT_VIEW, sort: 'site_code' });
  });

  it('takes the sortable columns of the list and the id as sorts, nothing else', () => {
    expect(viewOf(project, { sort: 'project_code' })?.sort).toBe('project_code');
    expect(viewOf(project, { sort: 'id' })?.sort).toBe('id');
    for (const sort of ['site_name', 'serialNo', 'actions', 'password', 'constructor'])
      expect(viewOf(project, { sort })).toBeUndefined();
  });

  it('refuses an order, page or page size the list does not have', () => {
    for (const params of [
      { order: 'UP' },
      { page: '0' },
      { page: '-2' },
      { page: '1.5' },
      { page: 'two' },
      { perPage: '12' },
      { perPage: '100000' },
    ])
      expect(viewOf(site, params)).toBeUndefined();
  });

  it('refuses a filter its config does not declare, or a search that is not a text', () => {
    const { config, undeclared } = filtered();
    for (const filter of [null, 'goa', ['goa'], { [undeclared]: 2 }, { q: 7 }, { q: 'goa', x: 1 }])
      expect(viewOf(config, { filter })).toBeUndefined();
  });

  it('reads the declared field filters with the search, an id as a number, empty ones as none', () => {
    const { config, select } = filtered();
    expect(viewOf(config, { filter: { q: 'goa', [select]: '29' } })?.filter).toEqual({
      q: 'goa',
      [select]: 29,
    });
    expect(viewOf(config, { filter: { [select]: 29, q: '' } })?.filter).toEqual({ [select]: 29 });
    expect(viewOf(config, { filter: { [select]: '' } })?.filter).toEqual({});
  });

  it('refuses a declared filter whose value its field cannot hold', () => {
    const { config, select } = filtered();
    for (const value of ['Goa', -1, 1.5, [29], { id: 29 }])
      expect(viewOf(config, { filter: { [select]: value } })).toBeUndefined();
  });

  it('reads every resource’s declared filters, and no other field', () => {
    const sample = { select: 7, text: 'MHU-1', date: '2025-03-04' } as Record<string, unknown>;
    for (const config of resources) {
      for (const field of config.fields) {
        const view = viewOf(config, { filter: { [field.name]: sample[field.kind] ?? 'x' } });
        expect([config.name, field.name, view !== undefined]).toEqual([
          config.name,
          field.name,
          config.filters?.includes(field.name) ?? false,
        ]);
      }
    }
  });

  it('refuses a param react-admin does not use', () => {
    expect(viewOf(site, { page: '2', utm_source: 'mail' })).toBeUndefined();
  });
});

describe('listAddressFix', () => {
  it('keeps an address the list can show, and an empty one (the stored view then applies)', () => {
    const view = { ...DEFAULT_VIEW, filter: { q: 'Kullu' }, sort: 'site_name', page: 2, perPage: 15 };
    expect(listAddressFix(site, addressOf(view))).toBeUndefined();
    expect(listAddressFix(site, '?page=2&sort=site_code&order=DESC')).toBeUndefined();
    expect(listAddressFix(site, '')).toBeUndefined();
  });

  it('opens the default view for an unknown sort column, whatever else the address says', () => {
    expect(listAddressFix(site, address({ sort: 'nope', page: '3', filter: '{"q":"goa"}' }))).toBe(
      defaultAddress,
    );
  });

  it('opens the default view for a filter that is not JSON, or that the config does not declare', () => {
    const { config, undeclared } = filtered();
    expect(listAddressFix(config, address({ filter: '{q:goa', page: '2' }))).toBe(defaultAddress);
    expect(listAddressFix(config, address({ filter: JSON.stringify({ [undeclared]: 1 }) }))).toBe(
      defaultAddress,
    );
  });

  it('keeps an address with declared filters and the search, and a filter alone (the dashboard’s links)', () => {
    const { config, select } = filtered();
    const view = { ...DEFAULT_VIEW, filter: { q: 'goa', [select]: 29 }, page: 2 };
    expect(listAddressFix(config, addressOf(view))).toBeUndefined();
    expect(listAddressFix(config, address({ filter: JSON.stringify({ [select]: 29 }) }))).toBeUndefined();
  });

  it('keeps a filter whose value no record holds any more: the list shows it, empty', () => {
    const { config, select } = filtered();
    expect(
      listAddressFix(config, address({ filter: JSON.stringify({ [select]: 999_999 }) })),
    ).toBeUndefined();
  });

  it('opens the default view for a param given twice', () => {
    expect(listAddressFix(site, '?page=2&page=3')).toBe(defaultAddress);
  });

  it("makes the dashboard's short search react-admin's, on the first page in the server's order", () => {
    const fixed = listAddressFix(site, '?q=Monday');
    expect(fixed).toBe(addressOf({ ...DEFAULT_VIEW, filter: { q: 'Monday' } }));
    expect(listAddressFix(site, fixed ?? '')).toBeUndefined();
    expect(listAddressFix(site, '?q=')).toBe(defaultAddress);
  });

  it('gives the default view an address it keeps', () => {
    expect(listAddressFix(site, defaultAddress)).toBeUndefined();
  });
});
