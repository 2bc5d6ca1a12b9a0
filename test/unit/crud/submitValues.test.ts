// The body a checked form sends: every field present, a disabled field's start value, districts joined on add.
import { describe, expect, it } from 'vitest';
import { user } from '../../../resources/index.ts';
import { submitValues } from '../../../src/crud/form/submitValues.ts';

const keys = user.fields.map((field) => field.name).sort();

describe('the values a form submits', () => {
  it('sends every field, those never given as null', () => {
    const body = submitValues(user.fields, { name: 'Asha', role_id: 3, program_id: 7 }, 'create', {});
    expect(Object.keys(body).sort()).toEqual(keys);
    expect(body).toMatchObject({ name: 'Asha', program_id: 7, state_id: null, project_id: null });
  });

  it('sends several districts comma-joined on add', () => {
    const body = submitValues(user.fields, { role_id: 2, district_id: [12, 13] }, 'create', {});
    expect(body.district_id).toBe('12,13');
  });

  it('sends several districts as an array on edit', () => {
    const body = submitValues(user.fields, { role_id: 2, district_id: [12, 13] }, 'edit', {});
    expect(body.district_id).toEqual([12, 13]);
  });

  it('sends the value a disabled field started with, such as the email on edit', () => {
    const body = submitValues(user.fields, { name: 'Asha' }, 'edit', { email: 'asha@example.org' });
    expect(body.email).toBe('asha@example.org');
  });
});
