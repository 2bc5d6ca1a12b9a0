import { describe, expect, it } from 'vitest';
import { areaIsEmpty, canAccessIn } from '../../../authProvider/canAccess.ts';
import { areas, sites } from './areas.ts';

const ask = (area: keyof typeof areas, resource: string, action: string, record?: Record<string, unknown>) =>
  canAccessIn(areas[area], { resource, action, record });

describe('canAccess on the access policy', () => {
  it('lets an administrator do every action react-admin asks on every resource', () => {
    for (const action of ['list', 'show', 'create', 'edit', 'delete', 'export', 'import', 'restore'])
      expect(ask('administrator', 'user', action, { id: 9, role_id: 1 })).toBe(true);
  });

  it('reads list, show and export as the policy’s read', () => {
    expect(['list', 'show', 'export'].map((action) => ask('programManager', 'site', action))).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('reads create and import as the policy’s add and restore as its delete, which a Program Manager lacks on sites', () => {
    expect(['create', 'import', 'restore'].map((action) => ask('programManager', 'site', action))).toEqual([
      false,
      false,
      false,
    ]);
    expect(
      ['create', 'import', 'restore'].map((action) => ask('districtCoordinator', 'site', action)),
    ).toEqual([true, true, true]);
  });

  it('lets a Program Manager edit their program but not restore one: a restore undoes a delete', () => {
    expect(ask('programManager', 'program', 'edit')).toBe(true);
    expect(ask('programManager', 'program', 'restore')).toBe(false);
    expect(ask('programManager', 'bin', 'list')).toBe(false);
  });

  it('keeps Manage Users from a District Coordinator and gives it to a State Coordinator', () => {
    expect(ask('districtCoordinator', 'user', 'list')).toBe(false);
    expect(ask('stateCoordinator', 'user', 'list')).toBe(true);
  });

  it('answers an action it does not know with no', () => {
    expect(ask('administrator', 'site', 'approve')).toBe(false);
  });

  it('answers no without an area', () => {
    expect(canAccessIn(undefined, { resource: 'site', action: 'list' })).toBe(false);
  });

  it("checks a record as the server does: a District Coordinator edits their district's sites only", () => {
    expect(ask('districtCoordinator', 'site', 'edit', sites.home)).toBe(true);
    expect(ask('districtCoordinator', 'site', 'edit', sites.sameDistrict)).toBe(true);
    expect(ask('districtCoordinator', 'site', 'edit', sites.sameState)).toBe(false);
    expect(ask('districtCoordinator', 'site', 'delete', sites.otherState)).toBe(false);
  });

  it('lets a Block Coordinator change their block only, the pair of district and block', () => {
    expect(ask('blockCoordinator', 'site', 'edit', sites.home)).toBe(true);
    expect(ask('blockCoordinator', 'site', 'edit', sites.sameDistrict)).toBe(false);
  });

  it('lets a Program Manager edit their own program and only show the others', () => {
    const own = { id: 7, state_id: 2 };
    const other = { id: 9, state_id: 2 };
    expect(ask('programManager', 'program', 'edit', own)).toBe(true);
    expect(ask('programManager', 'program', 'edit', other)).toBe(false);
    expect(ask('programManager', 'program', 'show', other)).toBe(true);
  });

  it('lets a State Coordinator show their own user record but edit only District and Block Coordinators', () => {
    const own = { id: 2, role_id: 2, state_id: 2, district_id: [20, 25] };
    const districtCoordinator = { id: 30, role_id: 5, state_id: 2, district_id: [20] };
    expect(ask('stateCoordinator', 'user', 'show', own)).toBe(true);
    expect(ask('stateCoordinator', 'user', 'edit', own)).toBe(false);
    expect(ask('stateCoordinator', 'user', 'edit', districtCoordinator)).toBe(true);
  });

  it('shows the activity to every known role and the bin only to roles that may add something', () => {
    expect(ask('programManager', 'activity', 'list')).toBe(true);
    expect(ask('programManager', 'bin', 'list')).toBe(false);
    expect(ask('blockCoordinator', 'bin', 'list')).toBe(true);
    expect(
      canAccessIn({ ...areas.districtCoordinator, roleId: 99 }, { resource: 'activity', action: 'list' }),
    ).toBe(false);
  });
});

describe('an empty area', () => {
  it('is a District Coordinator without districts, or a coordinator without a state', () => {
    expect(areaIsEmpty({ ...areas.districtCoordinator, districtIds: [] })).toBe(true);
    expect(areaIsEmpty({ ...areas.stateCoordinator, stateId: null })).toBe(true);
    expect(areaIsEmpty({ ...areas.blockCoordinator, blockId: null })).toBe(true);
  });

  it('is a manager whose program has no live state', () => {
    expect(areaIsEmpty({ ...areas.programManager, stateId: null })).toBe(true);
  });

  it('is never an administrator’s nor a coordinator’s with a place', () => {
    expect(areaIsEmpty(areas.administrator)).toBe(false);
    expect(areaIsEmpty(areas.districtCoordinator)).toBe(false);
    expect(areaIsEmpty(areas.programManager)).toBe(false);
  });
});
