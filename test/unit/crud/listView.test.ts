// A list's address read against its config: kept when the list can show it, replaced by the default view
// (first page, the server's order, no search) when it cannot, and the dashboard's short `?q=` made react-admin's.
import { describe, expect, it } from 'vitest';
import { addressOf, DEFAULT_VIEW, listAddressFix, viewOf } from '../../../src/crud/list/listView.ts';
import { project, site } from '../../../resources/index.ts';

const address = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;
const defaultAddress = addressOf(DEFAULT_VIEW);

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

  it('refuses a filter other than the search, or a search that is not a text', () => {
    for (const filter of [null, 'goa', ['goa'], { state_id: 2 }, { q: 7 }, { q: 'goa', x: 1 }])
      expect(viewOf(site, { filter })).toBeUndefined();
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

  it('opens the default view for a filter that is not JSON, or not the search', () => {
    expect(listAddressFix(site, address({ filter: '{q:goa', page: '2' }))).toBe(defaultAddress);
    expect(listAddressFix(site, address({ filter: '{"block_id":1}' }))).toBe(defaultAddress);
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
