// The rules every field gets from its kind, on the real configs: text is printable text of bounded length,
// an id an id, a number a whole number, a date a real date between 1900 and 2100.
import { describe, expect, it } from 'vitest';
import {
  choiceTexts,
  driver,
  project,
  site,
  user,
  validatePayload,
  type ResourceConfig,
  type Values,
} from '../../../resources/index.ts';
import { validUser } from '../../fixtures/user.ts';

const validProject = {
  project_name: 'Goa',
  project_code: 'GOA-1',
  state_id: 2,
  startDate: '2030-01-01',
  endDate: '2030-02-01',
};

const errorsFor = (resource: ResourceConfig, valid: Values, changes: Values) => {
  const result = validatePayload(resource, { ...valid, ...changes });
  return result.ok ? {} : result.errors;
};
const projectErrors = (changes: Values) => errorsFor(project, validProject, changes);
const userErrors = (changes: Values) => errorsFor(user, validUser(), changes);

describe('text kinds', () => {
  it.each([[42], [true], [{ a: 1 }], [['Goa']]])('refuse %j where text goes', (value) => {
    expect(projectErrors({ project_name: value })).toEqual({ project_name: 'Name must be text' });
  });

  it.each([
    ['a NUL byte', 'Go\u0000a'],
    ['a tab', 'Go\ta'],
    ['a line feed', 'Go\na'],
    ['a carriage return', 'Go\ra'],
    ['DEL', 'Go\u007fa'],
    ['a C1 control', 'Go\u0085a'],
    ['a right-to-left override', 'Go\u202ea'],
    ['a left-to-right embedding', '\u202aGoa'],
    ['a first-strong isolate', 'Goa\u2068'],
    ['a pop directional isolate', 'Goa\u2069'],
  ])('refuse %s', (_name, value) => {
    expect(userErrors({ name: value })).toEqual({
      name: 'Name cannot contain control or text-direction characters',
    });
  });

  it('accept Indic text and a zero-width joiner', () => {
    expect(userErrors({ name: 'क्‍ष रवि' })).toEqual({});
  });

  it('cap every text at 255 characters, email and password included', () => {
    expect(userErrors({ name: 'n'.repeat(255) })).toEqual({});
    expect(
      userErrors({ name: 'n'.repeat(256), password: 'p'.repeat(256), email: `${'e'.repeat(250)}@x.org` }),
    ).toEqual({
      name: 'Maximum 255 characters allowed',
      password: 'Maximum 255 characters allowed',
      email: 'Maximum 255 characters allowed',
    });
  });

  it("keep a field's own lower limit and its message", () => {
    expect(projectErrors({ project_name: 'n'.repeat(300) })).toEqual({
      project_name: 'Maximum 100 characters allowed',
    });
  });

  it('refuse emoji', () => {
    expect(userErrors({ city_village: 'Kullu 👍' })).toEqual({ city_village: 'Emoji are not allowed' });
  });
});

describe('select kind', () => {
  it.each([[2 ** 31], ['2147483648'], [99999999999], [' 2 ']])('refuses %j as a state', (value) => {
    expect(projectErrors({ state_id: value })).toEqual({ state_id: choiceTexts.notInList('State') });
  });

  it.each([[0], [-1], ['1e3'], [1.5], [true], [{ id: 2 }]])('reads %j as no state chosen', (value) => {
    expect(projectErrors({ state_id: value })).toEqual({ state_id: 'State is required' });
  });

  it.each([[[2]], ['2,3']])('refuses several states, %j, where one goes', (value) => {
    expect(projectErrors({ state_id: value })).toEqual({ state_id: 'Choose one state' });
  });

  it('takes the largest integer id and a digit string', () => {
    expect(projectErrors({ state_id: 2 ** 31 - 1 })).toEqual({});
    expect(projectErrors({ state_id: '2' })).toEqual({});
  });

  it("takes a role 2 user's districts as an array or comma-joined, each a real id", () => {
    expect(userErrors({ role_id: 2, district_id: [20, 25] })).toEqual({});
    expect(userErrors({ role_id: 2, district_id: '20,25' })).toEqual({});
    expect(userErrors({ role_id: 2, district_id: [20, 2 ** 31] })).toEqual({
      district_id: 'Choose a district from the list',
    });
    expect(userErrors({ role_id: 2, district_id: [20, [25]] })).toEqual({
      district_id: 'Choose a district from the list',
    });
  });

  it('gives every other role one district', () => {
    expect(userErrors({ role_id: 5, district_id: [20, 25] })).toEqual({ district_id: 'Choose one district' });
  });
});

describe('number kind', () => {
  const ageErrors = (age: unknown) => {
    const fields = Object.fromEntries(driver.fields.map((f) => [f.name, undefined]));
    const result = validatePayload(driver, { ...fields, age });
    return result.ok ? undefined : result.errors.age;
  };

  it.each([[0], [34], ['34'], [2 ** 31 - 1]])('takes %j as an age', (age) => {
    expect(ageErrors(age)).toBeUndefined();
  });

  it.each([['old'], [3.5], [' 34'], [[34]], [{}]])('refuses %j as no number', (age) => {
    expect(ageErrors(age)).toBe('Age must be a number');
  });

  it.each([[-1], [2 ** 31]])('refuses %j as out of range', (age) => {
    expect(ageErrors(age)).toBe('Age must be between 0 and 2147483647');
  });
});

describe('date kind', () => {
  it.each([['0000-01-01'], ['1899-12-31'], ['2101-01-01'], ['9999-12-31']])('refuses %s', (date) => {
    expect(projectErrors({ startDate: date, endDate: '2030-02-01' })).toMatchObject({
      startDate: 'Start Date must be a date between 1900 and 2100',
    });
  });

  it('takes the first and last days of the range', () => {
    expect(projectErrors({ startDate: '1900-01-01', endDate: '2100-12-31' })).toEqual({});
  });

  it("leaves a date that is no calendar date to the field's required rule", () => {
    expect(projectErrors({ startDate: '2025-02-30' })).toEqual({ startDate: 'Start date is required' });
  });
});

describe('checks of the whole body', () => {
  it.each([[[]], ['text'], [42]])('refuse a body that is no object, %j', (body) => {
    expect(validatePayload(site, body).ok).toBe(false);
  });

  it('drop keys that are no field', () => {
    const result = validatePayload(project, { ...validProject, evil: { $gt: 1 }, id: '' });
    expect(result.ok && Object.keys(result.data).sort()).toEqual(Object.keys(validProject).sort());
  });
});
