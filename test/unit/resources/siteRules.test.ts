// Every rule of the site form with its message, the day select's two fields, and the site's list config.
import { describe, expect, it } from 'vitest';
import { resources, site, validatePayload } from '../../../resources/index.ts';

const valid = () => ({
  site_name: 'Kullu Camp',
  mhu: 'MHU-7',
  site_code: 'KC-01',
  day_name: 'Monday',
  days: 701,
  state_id: 2,
  district_id: 20,
  block_id: 168,
});
const errorsFor = (changes: Record<string, unknown>) => {
  const result = validatePayload(site, { ...valid(), ...changes });
  return result.ok ? {} : result.errors;
};

describe('site rules', () => {
  it('accepts a valid multipart-style body and normalizes its numbers', () => {
    const strings = Object.fromEntries(Object.entries(valid()).map(([k, v]) => [k, String(v)]));
    expect(validatePayload(site, { id: '', ...strings })).toEqual({ ok: true, data: valid() });
  });

  it.each([
    ['site_name', 'Site name is required'],
    ['mhu', 'MHU is required'],
    ['site_code', 'Site code is required'],
    ['day_name', 'Day is required'],
    ['days', 'Day is required'],
    ['state_id', 'State is required'],
    ['district_id', 'District is required'],
    ['block_id', 'Block is required'],
  ])('requires %s with the message "%s"', (key, message) => {
    expect(errorsFor({ [key]: '' })).toEqual({ [key]: message });
  });

  it.each(['days', 'state_id', 'district_id', 'block_id'])('takes only a number as %s', (key) => {
    expect(Object.keys(errorsFor({ [key]: 'abc' }))).toEqual([key]);
  });

  it('allows 255 characters of text and no more', () => {
    expect(errorsFor({ site_name: 's'.repeat(255) })).toEqual({});
    expect(errorsFor({ site_code: 's'.repeat(256) })).toEqual({
      site_code: 'Maximum 255 characters allowed',
    });
  });

  it('lets the day select set day_name from the chosen option, keeping the common_id in days', () => {
    const day = site.fields.find((f) => f.name === 'days');
    expect(day?.source?.filter).toEqual({ flag: 7 });
    expect(day?.alsoSets).toEqual({ day_name: 'value' });
    expect(site.fields.find((f) => f.name === 'day_name')?.hidden).toBe(true);
  });

  it('keeps the product spelling of its create path and sits after project and program', () => {
    expect(site.routes).toEqual({ list: '/site', create: '/sitCreate', edit: '/siteEdit' });
    const names = resources.map((r) => r.name);
    expect(names.indexOf('site')).toBe(names.indexOf('program') + 1);
  });

  it('searches name, code, day, block, state and district', () => {
    expect([...site.search].sort()).toEqual(
      ['site_name', 'site_code', 'day_name', 'block_id', 'state_id', 'district_id'].sort(),
    );
  });
});
