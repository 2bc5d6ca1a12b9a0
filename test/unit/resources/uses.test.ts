import { describe, expect, it } from 'vitest';
import {
  driver,
  healthWorker,
  program,
  resources,
  site,
  user,
  usedByMessage,
  usesOf,
} from '../../../resources/index.ts';

describe('usesOf', () => {
  it('finds the fields that name a resource through its master-data collection', () => {
    expect(usesOf(site, resources).map(({ resource, field }) => `${resource.name}.${field.name}`)).toEqual([
      'driver.site',
      'healthWorker.site',
    ]);
    expect(usesOf(program, resources).map(({ resource, field }) => `${resource.name}.${field.name}`)).toEqual(
      ['user.program_id'],
    );
  });

  it('finds nothing for a resource no select offers', () => {
    expect(usesOf(driver, resources)).toEqual([]);
  });
});

describe('usedByMessage', () => {
  it('counts in words, one and several, in a list', () => {
    expect(
      usedByMessage([
        { resource: driver, readable: 2, all: 2 },
        { resource: healthWorker, readable: 1, all: 1 },
      ]),
    ).toBe('Used by 2 drivers and 1 health worker.');
    expect(usedByMessage([{ resource: user, readable: 1, all: 1 }])).toBe('Used by 1 user.');
  });

  it('names no count outside the area, only that there is more', () => {
    expect(
      usedByMessage([
        { resource: driver, readable: 0, all: 3 },
        { resource: healthWorker, readable: 1, all: 1 },
      ]),
    ).toBe('Used by 1 health worker and records outside your area.');
    expect(usedByMessage([{ resource: driver, readable: 0, all: 1 }])).toBe(
      'Used by records outside your area.',
    );
  });

  it('says nothing when nothing names the record', () => {
    expect(usedByMessage([{ resource: driver, readable: 0, all: 0 }])).toBeUndefined();
  });
});
