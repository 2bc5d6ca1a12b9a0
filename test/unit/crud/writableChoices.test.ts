import { describe, expect, it } from 'vitest';
import { blockSource, districtSource, roleSource, stateSource } from '../../../resources/index.ts';
import { writableChoices } from '../../../src/crud/fields/writableChoices.ts';
import { areas } from '../authProvider/areas.ts';

const state = { name: 'state_id', source: stateSource };
const district = { name: 'district_id', source: districtSource };
const block = { name: 'block_id', source: blockSource };
const role = { name: 'role_id', source: roleSource };

describe('the values a select offers for writing', () => {
  it("offers a District Coordinator only their state and district, preselected on add, and any of the district's blocks", () => {
    const area = areas.districtCoordinator;
    expect(writableChoices(area, 'site', 'add', state)).toEqual({ allowed: [2], preselect: 2 });
    expect(writableChoices(area, 'site', 'add', district)).toEqual({ allowed: [20], preselect: 20 });
    expect(writableChoices(area, 'site', 'add', block)).toEqual({ allowed: undefined, preselect: undefined });
  });

  it('offers a Block Coordinator their one block, preselected', () => {
    expect(writableChoices(areas.blockCoordinator, 'driver', 'add', block)).toEqual({
      allowed: [168],
      preselect: 168,
    });
  });

  it('offers a State Coordinator their state and all its districts, preselecting none of several', () => {
    const area = areas.stateCoordinator;
    expect(writableChoices(area, 'healthWorker', 'add', state)).toEqual({ allowed: [2], preselect: 2 });
    expect(writableChoices(area, 'healthWorker', 'add', district)).toEqual({
      allowed: undefined,
      preselect: undefined,
    });
  });

  it("preselects a State Coordinator's district when their record holds just one, without narrowing to it", () => {
    const area = { ...areas.stateCoordinator, districtIds: [25] };
    expect(writableChoices(area, 'site', 'add', district)).toEqual({ allowed: undefined, preselect: 25 });
  });

  it('offers a State Coordinator only the roles 5 and 6 on the user form', () => {
    expect(writableChoices(areas.stateCoordinator, 'user', 'add', role).allowed).toEqual([5, 6]);
    expect(writableChoices(areas.stateCoordinator, 'user', 'edit', role).allowed).toEqual([5, 6]);
  });

  it('narrows an edit form as the add form, without preselecting', () => {
    expect(writableChoices(areas.districtCoordinator, 'site', 'edit', district)).toEqual({ allowed: [20] });
  });

  it('narrows nothing for an administrator, nor before the area is known', () => {
    expect(writableChoices(areas.administrator, 'site', 'add', district)).toEqual({});
    expect(writableChoices(undefined, 'site', 'add', district)).toEqual({});
  });

  it("narrows nothing on a Program Manager's own program: its reach is the record, not a place", () => {
    expect(writableChoices(areas.programManager, 'program', 'edit', state)).toEqual({ allowed: undefined });
  });

  it('offers nothing to write to a coordinator without districts', () => {
    const area = { ...areas.districtCoordinator, districtIds: [] };
    expect(writableChoices(area, 'site', 'add', district)).toEqual({ allowed: [], preselect: undefined });
  });
});
