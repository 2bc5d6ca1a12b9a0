// Every rule of the user form, with the spec's exact message, on the one shared schema (add and edit).
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_PASSWORD, user, validatePayload } from '../../../resources/index.ts';
import { validUser } from '../../fixtures/user.ts';

const valid = () => validUser({ program_id: '', project_id: '' });

const errorsFor = (changes: Record<string, unknown>, mode: 'create' | 'edit' = 'create') => {
  const result = validatePayload(user, { ...valid(), ...changes }, mode);
  return result.ok ? {} : result.errors;
};

describe('user rules', () => {
  it('accepts a valid add body', () => {
    expect(errorsFor({})).toEqual({});
  });

  it.each([
    ['name', { name: '' }, 'Name is required'],
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: 'asha@example' }, 'Invalid email'],
    ['password', { password: '' }, 'Password is required'],
    ['password', { password: '12345' }, 'Password must be at least 6 characters'],
    ['mobile_number', { mobile_number: '' }, 'Mobile number is required'],
    ['mobile_number', { mobile_number: '98765432101' }, 'Enter valid 10-digit mobile number'],
    ['role_id', { role_id: '' }, 'Role is required'],
  ])('reports %s with the spec message', (field, changes, message) => {
    expect(errorsFor(changes)).toEqual({ [field]: message });
  });

  it.each([2, 5, 6])('requires state, district, block and city/village for role %i', (role_id) => {
    const place = { state_id: '', district_id: '', block_id: '', city_village: ' ' };
    expect(errorsFor({ role_id, ...place })).toEqual({
      state_id: 'State is required',
      district_id: 'District is required',
      block_id: 'Block is required',
      city_village: 'City/Village is required',
    });
  });

  it('requires a program for role 3 and nothing of a place', () => {
    const noPlace = { state_id: '', district_id: '', block_id: '', city_village: '' };
    expect(errorsFor({ role_id: 3, ...noPlace })).toEqual({ program_id: 'Program is required' });
  });

  it('requires a project for role 4', () => {
    expect(errorsFor({ role_id: 4 })).toEqual({ project_id: 'Project is required' });
  });

  it('lets role 2 choose several districts, as an array or comma-joined', () => {
    expect(errorsFor({ role_id: 2, district_id: [20, 25] })).toEqual({});
    expect(errorsFor({ role_id: 2, district_id: '20,25' })).toEqual({});
  });

  it('gives roles 5 and 6 one district only', () => {
    expect(errorsFor({ role_id: 5, district_id: '20,25' })).toEqual({
      district_id: 'Choose one district',
    });
  });

  it('checks neither the email nor the password on edit', () => {
    expect(errorsFor({ email: '', password: '' }, 'edit')).toEqual({});
    expect(errorsFor({ email: 'x', password: PLACEHOLDER_PASSWORD }, 'edit')).toEqual({});
  });

  it('still checks the other fields on edit', () => {
    expect(errorsFor({ name: '', role_id: 3 }, 'edit')).toEqual({
      name: 'Name is required',
      program_id: 'Program is required',
    });
  });

  it('shows the password on add only, and the place fields only for roles that use them', () => {
    const field = (name: string) => user.fields.find((f) => f.name === name)!;
    expect([field('password').shownWhen!({}, 'create'), field('password').shownWhen!({}, 'edit')]).toEqual([
      true,
      false,
    ]);
    expect([
      field('block_id').shownWhen!({ role_id: 6 }, 'create'),
      field('block_id').shownWhen!({ role_id: 1 }, 'create'),
    ]).toEqual([true, false]);
  });
});
