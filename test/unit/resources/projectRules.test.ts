// Every rule of the project and program forms, with the spec's exact message, on the one shared schema.
import { describe, expect, it } from 'vitest';
import { program, project, validatePayload, type ResourceConfig } from '../../../resources/index.ts';

const cases: [string, ResourceConfig, 'project' | 'program', string][] = [
  ['project', project, 'project', 'Project'],
  ['program', program, 'program', 'Program'],
];

describe.each(cases)('%s rules', (_name, resource, key, Title) => {
  const valid = () => ({
    [`${key}_name`]: `${Title} One`,
    [`${key}_code`]: 'AB-12_x',
    state_id: 9,
    startDate: '2025-03-04',
    endDate: '2025-03-04',
  });
  const errorsFor = (changes: Record<string, unknown>, mode: 'create' | 'edit' = 'create') => {
    const result = validatePayload(resource, { ...valid(), ...changes }, mode);
    return result.ok ? {} : result.errors;
  };

  it('accepts a valid payload and returns it normalized', () => {
    expect(validatePayload(resource, { ...valid(), state_id: '9', id: '' })).toEqual({
      ok: true,
      data: valid(),
    });
  });

  it('requires the name', () => {
    expect(errorsFor({ [`${key}_name`]: '  ' })).toEqual({ [`${key}_name`]: `${Title} name is required` });
  });

  it('allows 100 characters of name and no more', () => {
    expect(errorsFor({ [`${key}_name`]: 'n'.repeat(100) })).toEqual({});
    expect(errorsFor({ [`${key}_name`]: 'n'.repeat(101) })).toEqual({
      [`${key}_name`]: 'Maximum 100 characters allowed',
    });
  });

  it('requires the code', () => {
    expect(errorsFor({ [`${key}_code`]: '' })).toEqual({ [`${key}_code`]: `${Title} code is required` });
  });

  it('allows 50 characters of code and no more', () => {
    expect(errorsFor({ [`${key}_code`]: 'c'.repeat(50) })).toEqual({});
    expect(errorsFor({ [`${key}_code`]: 'c'.repeat(51) })).toEqual({
      [`${key}_code`]: 'Maximum 50 characters allowed',
    });
  });

  it.each(['AB 12', 'AB/12', 'कोड'])('rejects the code %j as not alphanumeric', (code) => {
    expect(errorsFor({ [`${key}_code`]: code })).toEqual({
      [`${key}_code`]: `${Title} code must be alphanumeric and may include - or _`,
    });
  });

  it.each([[undefined], [''], ['x']])('requires a state, not %j', (state) => {
    expect(errorsFor({ state_id: state })).toEqual({ state_id: 'State is required' });
  });

  it.each([[undefined], [''], ['2025-02-30']])('requires a start date, not %j', (date) => {
    expect(errorsFor({ startDate: date })).toEqual({ startDate: 'Start date is required' });
  });

  it.each([[undefined], [''], ['04/03/2025']])('requires an end date, not %j', (date) => {
    expect(errorsFor({ endDate: date })).toEqual({ endDate: 'End date is required' });
  });

  it('rejects an end date before the start date', () => {
    expect(errorsFor({ startDate: '2025-03-04', endDate: '2025-03-03' })).toEqual({
      endDate: 'End date cannot be before start date',
    });
  });

  it('reports every broken field at once', () => {
    const errors = errorsFor({ [`${key}_name`]: '', state_id: null, endDate: '' });
    expect(Object.keys(errors).sort()).toEqual(['endDate', `${key}_name`, 'state_id']);
  });

  it('accepts a start date in the past on edit, so old records stay editable', () => {
    expect(errorsFor({ startDate: '2001-01-01', endDate: '2001-12-31' }, 'edit')).toEqual({});
  });
});
