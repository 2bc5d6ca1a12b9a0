// How an audit row reads in the history: lookups by name, hidden fields left out, photos by label, erased values kept.
import { describe, expect, it } from 'vitest';
import { driver, user, type MasterData } from '../../../resources/index.ts';
import { changeLinesOf } from '../../../server/routes/history/changeLines.ts';

const masterData = {
  state: [{ state_id: 2, state_name: 'HIMACHAL PRADESH' }],
  district: [
    { district_id: 20, district_name: 'KULLU', state_id: 2 },
    { district_id: 25, district_name: 'SOLAN', state_id: 2 },
  ],
  mst_roles: [{ role_id: 2, role_name: 'State Coordinator' }],
} as unknown as MasterData;

describe('the lines of an audited change', () => {
  it('names several districts of a user and shows a missing one as --', () => {
    const lines = changeLinesOf(user, masterData)('edit', { district_id: { from: [20], to: [20, 25, 99] } });
    expect(lines).toEqual([{ label: 'District', from: 'KULLU', to: 'KULLU, SOLAN, --' }]);
  });

  it('lists only the filled fields of an add, in the form order, and hides hidden ones', () => {
    const lines = changeLinesOf(driver, masterData)('add', {
      card_holder_id: 2,
      state_id: 2,
      driver_name: 'Anil',
      mobile_no: '',
    });
    expect(lines).toEqual([
      { label: 'Driver name', from: '--', to: 'Anil' },
      { label: 'State', from: '--', to: 'HIMACHAL PRADESH' },
    ]);
  });

  it('shows a photo change by its label alone and erased values as stored', () => {
    const lines = changeLinesOf(driver, masterData)('edit', {
      image: { from: 'a.jpg', to: 'b.jpg' },
      dob: { from: '[erased]', to: '1990-04-03' },
    });
    expect(lines).toEqual([
      { label: 'Date of birth', from: '[erased]', to: '03/04/1990' },
      { label: 'Photo replaced' },
    ]);
  });
});
