// The access policy's pure rules: which rows each role's actions reach, and what a refused value blames.
import { describe, expect, it } from 'vitest';
import { allows, mayDo, outsideReach, scopeKey, type Area } from '../../../resources/access.ts';

const area = (fields: Partial<Area>): Area => ({
  userId: 7,
  roleId: 1,
  administrator: false,
  stateId: 2,
  districtIds: [20],
  blockId: 168,
  programId: null,
  projectId: null,
  ...fields,
});
const home = { state_id: 2, district_id: 20, block_id: 168 };
const stateCoordinator = area({ roleId: 2 });
const districtCoordinator = area({ roleId: 5 });
const blockCoordinator = area({ roleId: 6 });
const programManager = area({ roleId: 3, programId: 4 });

describe('the access policy', () => {
  it('lets an administrator do everything and a role it does not name nothing', () => {
    expect(allows(area({ administrator: true }), 'site', 'delete', { state_id: 99 })).toBe(true);
    expect(mayDo(area({ roleId: 90 }), 'site', 'read')).toBe(false);
  });

  it('reaches a block by the pair district and block, as block codes repeat across districts', () => {
    expect(allows(blockCoordinator, 'site', 'edit', home)).toBe(true);
    expect(allows(blockCoordinator, 'site', 'edit', { ...home, district_id: 25 })).toBe(false);
    expect(allows(blockCoordinator, 'site', 'edit', { ...home, block_id: 169 })).toBe(false);
  });

  it('lets a District Coordinator write in their district and read no other', () => {
    expect(allows(districtCoordinator, 'driver', 'add', { ...home, block_id: 169 })).toBe(true);
    expect(allows(districtCoordinator, 'driver', 'read', { ...home, district_id: 25 })).toBe(false);
    expect(allows(districtCoordinator, 'project', 'read', { state_id: 2 })).toBe(true);
    expect(allows(districtCoordinator, 'project', 'edit', { state_id: 2 })).toBe(false);
  });

  it("limits a State Coordinator's users to District and Block Coordinators, and lets them read their own record", () => {
    expect(allows(stateCoordinator, 'user', 'edit', { id: 9, state_id: 2, role_id: 5 })).toBe(true);
    expect(allows(stateCoordinator, 'user', 'edit', { id: 9, state_id: 2, role_id: 1 })).toBe(false);
    expect(allows(stateCoordinator, 'user', 'read', { id: 7, state_id: 2, role_id: 2 })).toBe(true);
    expect(allows(stateCoordinator, 'user', 'edit', { id: 7, state_id: 2, role_id: 2 })).toBe(false);
  });

  it('lets a Program Manager edit their own program only while it stays in their state', () => {
    expect(allows(programManager, 'program', 'edit', { id: 4, state_id: 2 })).toBe(true);
    expect(allows(programManager, 'program', 'edit', { id: 5, state_id: 2 })).toBe(false);
    expect(outsideReach(programManager, 'program', 'edit', { id: 4, state_id: 5 })).toEqual({
      column: 'state_id',
      message: 'This state is outside your area.',
    });
  });

  it('blames the field that takes a value outside the area', () => {
    expect(outsideReach(blockCoordinator, 'site', 'add', { ...home, block_id: 169 })?.column).toBe(
      'block_id',
    );
    expect(outsideReach(blockCoordinator, 'site', 'add', { ...home, district_id: 25 })?.column).toBe(
      'district_id',
    );
    expect(outsideReach(stateCoordinator, 'user', 'add', { state_id: 2, role_id: 3 })?.column).toBe(
      'role_id',
    );
    expect(outsideReach(districtCoordinator, 'site', 'add', home)).toBeUndefined();
  });

  it('reaches nothing through a place the user does not hold', () => {
    const noDistricts = area({ roleId: 5, districtIds: [] });
    expect(allows(noDistricts, 'site', 'read', home)).toBe(false);
    expect(allows(area({ roleId: 2, stateId: null }), 'site', 'read', { ...home, state_id: null })).toBe(
      false,
    );
  });

  it('keys caches by the rows reached, the same for two users of one district', () => {
    expect(scopeKey(districtCoordinator, 'site', 'read')).toBe('district:20');
    expect(scopeKey(area({ roleId: 5, userId: 8 }), 'site', 'read')).toBe('district:20');
    expect(scopeKey(stateCoordinator, 'user', 'read')).toBe('state:2|own:7|role_id=5,6');
    expect(scopeKey(area({ roleId: 90 }), 'site', 'read')).toBe('none');
  });
});
