// Which columns the retention job empties, read from the configs' `personal` flags and the tables.
import { describe, expect, it } from 'vitest';
import { driver, program, project, site, user } from '../../../resources/index.ts';
import { personalDataOf } from '../../../server/retention/personalData.ts';

describe('personal data of a resource', () => {
  it('is none for projects, programs and sites', () => {
    expect([project, program, site].map(personalDataOf)).toEqual([undefined, undefined, undefined]);
  });

  it("empties a user's NOT NULL text columns to '' and the others to null, the password hash too", () => {
    expect(personalDataOf(user)?.emptied).toEqual({
      name: '',
      email: '',
      mobile_number: null,
      city_village: null,
      password_hash: '',
    });
  });

  it("empties a driver's name, contact, birth, family and place, and knows the image is a photo", () => {
    expect(personalDataOf(driver)).toMatchObject({
      emptied: {
        driver_name: '',
        mobile_no: null,
        spouse_parent_name: '',
        dob: null,
        age: null,
        city_village: '',
        image: null,
      },
      photoColumns: ['image'],
    });
  });
});
