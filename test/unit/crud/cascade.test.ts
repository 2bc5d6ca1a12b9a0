// Cascade clearing as pure functions: the role's own rule (add and edit differ) and the dependsOn chain.
import { describe, expect, it } from 'vitest';
import { site, user, type FieldConfig } from '../../../resources/index.ts';
import { clearedOnChange, clearedValues } from '../../../src/crud/form/cascade.ts';

describe('cascade clearing', () => {
  it('clears state, district and block when the role changes on add', () => {
    expect(clearedOnChange(user.fields, 'role_id', 'create').sort()).toEqual([
      'block_id',
      'district_id',
      'state_id',
    ]);
  });

  it('clears district and block but keeps the state when the role changes on edit', () => {
    expect(clearedOnChange(user.fields, 'role_id', 'edit').sort()).toEqual(['block_id', 'district_id']);
  });

  it('clears the district, and through it the block, when the state changes', () => {
    expect(clearedOnChange(user.fields, 'state_id', 'create')).toEqual(['district_id', 'block_id']);
  });

  it('clears only the block when the district changes', () => {
    expect(clearedOnChange(user.fields, 'district_id', 'edit')).toEqual(['block_id']);
  });

  it('clears nothing when a field nothing depends on changes', () => {
    expect(clearedOnChange(user.fields, 'mobile_number', 'create')).toEqual([]);
  });

  it('gives any resource with the state > district > block sources the same cascade', () => {
    expect(clearedOnChange(site.fields, 'state_id', 'create')).toEqual(['district_id', 'block_id']);
  });

  it('follows a chain of any length and stops on a loop', () => {
    const select = (name: string, parent?: string): FieldConfig => ({
      name,
      label: name,
      kind: 'select',
      source: {
        collection: 'block',
        valueKey: 'id',
        labelKey: 'name',
        dependsOn: parent ? { field: parent, key: parent } : undefined,
      },
    });
    const fields = [select('a', 'c'), select('b', 'a'), select('c', 'b')];
    expect(clearedOnChange(fields, 'a', 'create')).toEqual(['b', 'c']);
  });

  it("empties a role 2 user's districts to no choices and anyone else's to null", () => {
    expect(clearedValues(user.fields, 'role_id', 'edit', { role_id: 2 })).toEqual({
      district_id: [],
      block_id: null,
    });
    expect(clearedValues(user.fields, 'role_id', 'edit', { role_id: 5 })).toEqual({
      district_id: null,
      block_id: null,
    });
  });
});
