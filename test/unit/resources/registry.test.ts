// The registry is the one place a resource is declared: its table is typed by the schema, its master data and
// dashboard figures follow from its config.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { countedResources, perStateResources, resourcesIn } from '../../../resources/dashboard.ts';
import {
  blockSource,
  defineResource,
  driver,
  healthWorker,
  labelOf,
  program,
  project,
  resources,
  site,
  user,
  type MasterData,
  type RecordOf,
} from '../../../resources/index.ts';

describe('the registry', () => {
  it('names each table by the schema (a wrong name does not type-check)', () => {
    // @ts-expect-error: the schema has no table of this name, so `npm test`'s type check fails without this line.
    const misnamed = defineResource({ ...project, table: 'projectz' });
    const tables = resources.map((resource) => resource.table);
    expect(new Set(tables).size).toBe(tables.length);
    expect(misnamed.table).toBe('projectz');
  });

  it("infers each resource's record from its table: its columns, none of the bookkeeping ones", () => {
    // Checked by `npm test`'s type check: a wrong inference fails it.
    expectTypeOf<RecordOf<typeof project>['project_code']>().toEqualTypeOf<string>();
    expectTypeOf<RecordOf<typeof program>['program_code']>().toEqualTypeOf<string>();
    expectTypeOf<RecordOf<typeof project>>().not.toHaveProperty('program_code');
    expectTypeOf<RecordOf<typeof user>['email']>().toEqualTypeOf<string>();
    expectTypeOf<RecordOf<typeof user>>().not.toHaveProperty('password_hash');
    expectTypeOf<RecordOf<typeof user>>().not.toHaveProperty('deleted_at');
  });

  it('counts sites, drivers and health workers per state too, each having a state', () => {
    // The specification's three counted per state; any other resource may join them by its config.
    expect(perStateResources()).toEqual(expect.arrayContaining([site, driver, healthWorker]));
    for (const resource of perStateResources())
      expect(resource.fields.map((field) => field.name)).toContain('state_id');
  });

  it('puts every counted resource on the dashboard with its own label', () => {
    const labels = countedResources().map((resource) => resource.dashboard?.label);
    expect(labels.every(Boolean)).toBe(true);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('counts sites per weekday, and drivers and health workers per MHU', () => {
    expect(resourcesIn('byWeekday').map((resource) => resource.name)).toContain('site');
    expect(resourcesIn('byMhu').map((resource) => resource.name)).toEqual(
      expect.arrayContaining(['driver', 'healthWorker']),
    );
  });

  it('offers projects, programs and sites as master data', () => {
    expect(resources.flatMap((resource) => resource.masterData?.collection ?? [])).toEqual(
      expect.arrayContaining(['mst_project', 'mst_program', 'mst_sites']),
    );
  });
});

describe('labelOf', () => {
  const masterData = {
    block: [
      { block_id: 3001, block_name: 'Here', district_id: 201 },
      { block_id: 3001, block_name: 'Elsewhere', district_id: 202 },
    ],
  } as unknown as MasterData;

  it('finds a value within its cascade parent when given one, else the first of that id', () => {
    expect(labelOf(masterData, blockSource, 3001, { district_id: 202 })).toBe('Elsewhere');
    expect(labelOf(masterData, blockSource, '3001')).toBe('Here');
  });

  it('finds nothing for an unknown value or another parent', () => {
    expect(labelOf(masterData, blockSource, 9999)).toBeUndefined();
    expect(labelOf(masterData, blockSource, 3001, { district_id: 203 })).toBeUndefined();
  });
});
