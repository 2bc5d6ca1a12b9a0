// A list record's card on a phone: its config's `mobile` columns, as the table shows them, '--' when empty; and the
// record's name, which is its card's title.
import { describe, expect, it } from 'vitest';
import {
  cardReader,
  cellText,
  driver,
  project,
  recordName,
  recordNameColumn,
  resources,
  site,
  user,
  type MasterData,
} from '../../../resources/index.ts';

const masterData = {
  state: [
    { state_id: 2, state_name: 'Assam' },
    { state_id: 30, state_name: 'Goa' },
  ],
  mst_roles: [{ role_id: 5, role_name: 'District Coordinator' }],
} as MasterData;

const aSite = (changes: Record<string, unknown> = {}) => ({
  id: 3,
  site_name: 'Anni Ward',
  site_code: 'AW-1',
  state_id: 30,
  ...changes,
});

describe('the mobile card of a record', () => {
  it("shows the primary column's text and a line per secondary column, named by its source", () => {
    expect(cardReader(site, masterData)(aSite())).toEqual({
      primary: 'Anni Ward',
      secondary: [
        { source: 'site_code', text: 'AW-1' },
        { source: 'state_id', text: 'Goa' },
      ],
    });
  });

  it("shows '--' for an empty value, a blank text and an unknown name", () => {
    const card = cardReader(site, masterData)(aSite({ site_name: '  ', site_code: null, state_id: 99 }));
    expect([card.primary, ...card.secondary.map((line) => line.text)]).toEqual(['--', '--', '--']);
  });

  it("shows each value as the table's cell does: names from master data, the state 2 fallback", () => {
    const row = { id: 1, project_name: 'Coastal Care', project_code: 'CC-01', state_id: null };
    const card = cardReader(project, masterData)(row);
    const cells = project.mobile.secondary.map((source) =>
      cellText(
        project.columns.find((column) => column.source === source)!,
        row,
        masterData,
      ),
    );
    expect(card.secondary.map((line) => line.text)).toEqual(cells);
    expect(card.secondary[1].text).toBe('Assam');
  });

  it("reads a user's role by name and a driver's mobile number as typed", () => {
    const userCard = cardReader(user, masterData)({ id: 1, name: 'Asha', role_id: 5, mobile_number: '' });
    expect(userCard.secondary).toEqual([
      { source: 'role_id', text: 'District Coordinator' },
      { source: 'mobile_number', text: '--' },
    ]);
    const driverCard = cardReader(driver)({ id: 2, driver_name: 'Ravi', mhu: 'MHU-7', mobile_no: '98765' });
    expect(driverCard).toEqual({
      primary: 'Ravi',
      secondary: [
        { source: 'mhu', text: 'MHU-7' },
        { source: 'mobile_no', text: '98765' },
      ],
    });
  });

  it('refuses a card that names a column the list does not have', () => {
    const wrong = { ...site, mobile: { primary: 'site_nme', secondary: ['site_code'] as [string] } };
    expect(() => cardReader(wrong)).toThrow("site's mobile card names site_nme");
  });

  it('is built for every registered resource: each names only its own columns, none of them S.No. or Action', () => {
    for (const resource of resources) {
      expect(() => cardReader(resource, masterData), resource.name).not.toThrow();
      const kinds = [resource.mobile.primary, ...resource.mobile.secondary].map(
        (source) => resource.columns.find((column) => column.source === source)?.display.kind,
      );
      expect(kinds, resource.name).not.toContain('serial');
      expect(kinds, resource.name).not.toContain('actions');
    }
  });
});

describe("a record's name", () => {
  it("is its card's title for every registered resource, so an edit page names it as the list's card does", () => {
    for (const resource of resources)
      expect(recordNameColumn(resource), resource.name).toBe(resource.mobile.primary);
  });

  it('is the text of that column, trimmed', () => {
    expect(recordName(site, aSite({ site_name: '  Anni Ward ' }))).toBe('Anni Ward');
    expect(recordName(driver, { id: 2, driver_name: 'Ravi' })).toBe('Ravi');
  });

  it('is none for an empty or missing name, or no record yet', () => {
    expect(recordName(site, aSite({ site_name: '   ' }))).toBeUndefined();
    expect(recordName(user, { id: 1, name: null })).toBeUndefined();
    expect(recordName(site, undefined)).toBeUndefined();
  });
});
