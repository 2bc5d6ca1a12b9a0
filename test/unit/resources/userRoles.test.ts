// The user's role rules as pure functions: which role needs what, districts from any shape, stale fields cleared.
import { describe, expect, it } from 'vitest';
import {
  holdsSeveralDistricts,
  needsLocation,
  needsProgram,
  needsProject,
  withRoleFieldsOnly,
} from '../../../resources/index.ts';

describe('user role rules', () => {
  it('ties roles 2, 5 and 6 to a place, and no other role', () => {
    const roles = [1, 2, 3, 4, 5, 6].filter((role_id) => needsLocation({ role_id }));
    expect(roles).toEqual([2, 5, 6]);
  });

  it('ties role 3 to a program and role 4 to a project, whether the id is a number or a text', () => {
    expect([needsProgram({ role_id: '3' }), needsProject({ role_id: 4 })]).toEqual([true, true]);
    expect([needsProgram({ role_id: 4 }), needsProject({ role_id: 3 })]).toEqual([false, false]);
  });

  it('lets only role 2 hold several districts', () => {
    expect([1, 2, 5, 6].filter((role_id) => holdsSeveralDistricts({ role_id }))).toEqual([2]);
  });

  it('empties the fields a program manager does not use', () => {
    const values = { role_id: 3, program_id: 7, project_id: 8, state_id: 2, district_id: [20], block_id: 1 };
    expect(withRoleFieldsOnly({ ...values, city_village: 'Kullu' })).toEqual({
      role_id: 3,
      program_id: 7,
      project_id: null,
      state_id: null,
      district_id: null,
      block_id: null,
      city_village: null,
    });
  });

  it('keeps the place of a block coordinator', () => {
    const values = { role_id: 6, state_id: 2, district_id: 20, block_id: 168, city_village: 'Kullu' };
    expect(withRoleFieldsOnly(values)).toEqual({ ...values, program_id: null, project_id: null });
  });
});
