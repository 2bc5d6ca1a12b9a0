import { describe, expect, it } from 'vitest';
import { createLookups } from '../../../../src/masterData/lookups.ts';
import { emptyMasterData, type MasterData } from '../../../../src/masterData/types.ts';

const masterData = (overrides: Partial<MasterData> = {}): MasterData => ({
  ...emptyMasterData,
  state: [{ state_id: 10, state_name: 'Bihar' }],
  district: [{ district_id: 200, district_name: 'Patna', state_id: 10 }],
  block: [
    { block_id: 3001, block_name: 'Danapur', district_id: 200 },
    { block_id: 3001, block_name: 'Elsewhere', district_id: 201 },
  ],
  mst_roles: [{ role_id: 2, role_name: 'Block Coordinator' }],
  mst_common: [
    { common_id: 1, value: 'Male', flag: 2 },
    { common_id: 20, value: 'Monday', flag: 7 },
  ],
  ...overrides,
});

describe('master-data lookups', () => {
  it('finds a state name by id', () => {
    expect(createLookups(masterData()).stateName(10)).toBe('Bihar');
  });

  it('finds a state name when the id arrives as text', () => {
    expect(createLookups(masterData()).stateName('10')).toBe('Bihar');
  });

  it("answers '--' for an unknown state", () => {
    expect(createLookups(masterData()).stateName(99)).toBe('--');
  });

  it("answers '--' for a missing id", () => {
    expect(createLookups(masterData()).districtName(null)).toBe('--');
  });

  it('finds a block within its district', () => {
    expect(createLookups(masterData()).blockName(201, 3001)).toBe('Elsewhere');
  });

  it("answers '--' for a block of another district", () => {
    expect(createLookups(masterData()).blockName(202, 3001)).toBe('--');
  });

  it('finds a role name', () => {
    expect(createLookups(masterData()).roleName(2)).toBe('Block Coordinator');
  });

  it('lists the common options of one flag', () => {
    expect(
      createLookups(masterData())
        .commonOptions(7)
        .map((option) => option.value),
    ).toEqual(['Monday']);
  });
});
