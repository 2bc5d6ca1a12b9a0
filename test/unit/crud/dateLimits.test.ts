// Which date pickers stop at today: those whose field's own rules refuse a future date.
import { describe, expect, it } from 'vitest';
import { driver, notInFuture, project, requiredDate, type FieldConfig } from '../../../resources/index.ts';
import { refusesFutureDates } from '../../../src/crud/fields/dateLimits.ts';

const fieldNamed = (fields: FieldConfig[], name: string) => fields.find((field) => field.name === name)!;
const aDateField = (rules: FieldConfig['rules']): FieldConfig => ({
  name: 'd',
  label: 'D',
  kind: 'date',
  rules,
});

describe('refusesFutureDates', () => {
  it("is true for the driver's date of birth", () => {
    expect(refusesFutureDates(fieldNamed(driver.fields, 'dob'))).toBe(true);
  });

  it("is false for a project's start date, which may lie ahead", () => {
    expect(refusesFutureDates(fieldNamed(project.fields, 'start_date'))).toBe(false);
  });

  it('ignores required-type rules, which only look at empty values', () => {
    expect(refusesFutureDates(aDateField([requiredDate('Date is required')]))).toBe(false);
  });

  it('reads tomorrow from the day it is given', () => {
    const field = aDateField([notInFuture('No future', () => '2030-01-31')]);
    expect(refusesFutureDates(field, new Date(2030, 0, 30))).toBe(false);
    expect(refusesFutureDates(field, new Date(2030, 0, 31))).toBe(true);
  });
});
