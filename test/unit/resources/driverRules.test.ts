// Every rule of the driver and health worker forms with its message, on the shared field-worker fields.
import { describe, expect, it } from 'vitest';
import {
  driver,
  healthWorker,
  todayIso,
  validatePayload,
  type ResourceConfig,
} from '../../../resources/index.ts';
import { validFieldWorker } from '../../fixtures/fieldWorker.ts';

const cases: [string, ResourceConfig, string, string][] = [
  ['driver', driver, 'driver_name', 'Driver name'],
  ['health worker', healthWorker, 'health_worker_name', 'Health worker name'],
];

describe.each(cases)('%s rules', (_noun, resource, nameKey, nameLabel) => {
  /** The body without the blank id the client sends on add: what the rules let through. */
  const valid = () => {
    const { id: _blank, ...fields } = validFieldWorker(nameKey, 1);
    return fields;
  };
  const errorsFor = (changes: Record<string, unknown>) => {
    const result = validatePayload(resource, { ...valid(), ...changes });
    return result.ok ? {} : result.errors;
  };

  it('accepts a valid multipart-style body and normalizes its numbers', () => {
    const strings = Object.fromEntries(Object.entries(valid()).map(([k, v]) => [k, String(v)]));
    expect(validatePayload(resource, { id: '', ...strings })).toEqual({ ok: true, data: valid() });
  });

  it.each([
    [nameKey, `${nameLabel} is required`],
    ['mhu', 'MHU is required'],
    ['mobile_no', 'Mobile number is required'],
    ['spouse_parent_name', 'Spouse/Parent name is required'],
    ['dob', 'Date of birth is required'],
    ['city_village', 'City/Village is required'],
    ['site', 'Site is required'],
    ['gender', 'Gender is required'],
    ['relationship', 'Relationship is required'],
    ['id_card', 'ID card is required'],
    ['card_holder_id', 'Card holder is required'],
    ['state_id', 'State is required'],
    ['district_id', 'District is required'],
    ['block_id', 'Block is required'],
  ])('requires %s with the message "%s"', (key, message) => {
    expect(errorsFor({ [key]: '' })).toEqual({ [key]: message });
  });

  it.each([nameKey, 'mhu', 'spouse_parent_name', 'city_village'])(
    'allows 255 characters of %s, not 256',
    (key) => {
      expect(errorsFor({ [key]: 'a'.repeat(255) })).toEqual({});
      expect(errorsFor({ [key]: 'a'.repeat(256) })).toEqual({ [key]: 'Maximum 255 characters allowed' });
    },
  );

  it('takes only digits as the mobile number', () => {
    expect(errorsFor({ mobile_no: '98765x3210' })).toEqual({ mobile_no: 'Mobile number must be a number' });
  });

  it('takes only a whole number as the age, and no age at all', () => {
    expect(errorsFor({ age: 'thirty' })).toEqual({ age: 'Age must be a number' });
    expect(errorsFor({ age: '' })).toEqual({});
  });

  it('refuses a date of birth in the future and accepts today', () => {
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    expect(errorsFor({ dob: todayIso(tomorrow) })).toEqual({ dob: 'Date of birth cannot be in the future' });
    expect(errorsFor({ dob: todayIso() })).toEqual({});
  });

  it('refuses a date of birth that is not a calendar date', () => {
    expect(errorsFor({ dob: '1990-02-30' })).toEqual({ dob: 'Date of birth is required' });
  });

  it('leaves the image optional', () => {
    expect(errorsFor({ image: undefined })).toEqual({});
  });

  it('lets the ID card select also set card_holder_id, which starts at 2', () => {
    const idCard = resource.fields.find((f) => f.name === 'id_card');
    expect(idCard?.source?.filter).toEqual({ flag: 8 });
    expect(idCard?.alsoSets).toEqual({ card_holder_id: 'common_id' });
    const holder = resource.fields.find((f) => f.name === 'card_holder_id');
    expect(holder).toMatchObject({ hidden: true, defaultValue: 2 });
  });

  it('computes the read-only age from the date of birth and empties it when cleared', () => {
    const age = resource.fields.find((f) => f.name === 'age');
    expect(age?.readOnly).toBe(true);
    expect(age?.computedFrom?.field).toBe('dob');
    expect(age?.computedFrom?.compute('')).toBe('');
    expect(age?.computedFrom?.compute(todayIso())).toBe(0);
  });

  it('goes as multipart and searches name, MHU, state, district, site and block', () => {
    expect(resource.multipart).toBe(true);
    expect([...resource.search].sort()).toEqual(
      [nameKey, 'mhu', 'state_id', 'district_id', 'site', 'block_id'].sort(),
    );
  });
});

describe('form markers', () => {
  it('marks the driver fields SPEC 2 lists, and nothing else', () => {
    const marked = driver.fields.filter((f) => f.marked).map((f) => f.name);
    expect(marked.sort()).toEqual(
      [
        'driver_name',
        'mhu',
        'mobile_no',
        'spouse_parent_name',
        'dob',
        'city_village',
        'site',
        'gender',
        'relationship',
        'id_card',
        'state_id',
        'district_id',
        'block_id',
      ].sort(),
    );
  });

  it('marks no health worker field', () => {
    expect(healthWorker.fields.some((f) => f.marked)).toBe(false);
  });

  it('keeps the product spelling of the health worker paths and texts', () => {
    expect(healthWorker.routes).toEqual({ list: '/helth', create: '/helthCreate', edit: '/helthEdit' });
    expect(healthWorker.texts.updated).toBe('helth worker updated successfully.');
    expect(healthWorker.texts.deleted).toBe('helth worker deleted successfully.');
    expect(driver.texts.updated).toBe('driver updated successfully.');
  });
});
