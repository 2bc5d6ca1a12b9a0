// A read record as the edit form's values: payload keys, picker dates, text as text, placeholders.
import { describe, expect, it } from 'vitest';
import { driver, project, user } from '../../../resources/index.ts';
import { formValuesOf } from '../../../src/crud/form/formValues.ts';

describe('the values an edit form starts with', () => {
  it('keys a record by payload keys and cuts its dates to yyyy-mm-dd', () => {
    expect(formValuesOf(project, { project_name: 'A', start_date: '2025-03-04T00:00:00' })).toMatchObject({
      project_name: 'A',
      startDate: '2025-03-04',
    });
  });

  it('reads a number a server sent for a text field as text, so the text rules take it', () => {
    const values = formValuesOf(driver, { mobile_no: 9876543210, age: 34, site: 3 });
    expect(values).toMatchObject({ mobile_no: '9876543210', age: 34, site: 3 });
  });

  it('fills in the placeholders of values the record lacks', () => {
    expect(formValuesOf(user, { name: null })).toMatchObject({ name: 'Unnamed user', password: '********' });
  });
});
