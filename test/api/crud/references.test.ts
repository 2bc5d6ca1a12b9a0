// The generic master-data check of every select, from its config's source: unknown ids, parents, filters,
// liveness, hidden fields and role 2's several districts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driver, project, site, user, type ResourceConfig, type Values } from '../../../resources/index.ts';
import type { DatabaseHandle } from '../../../server/db/connection.ts';
import { states } from '../../../server/db/schema.ts';
import { seed } from '../../../server/db/seed.ts';
import { choiceProblem, referenceErrors } from '../../../server/routes/crud/references.ts';
import { openMemoryDatabase } from '../testServer.ts';

describe('choiceProblem', () => {
  const kullu = { value: 20, parent: 2, label: 'Kullu' };
  const solan = { value: 25, parent: 2, label: 'Solan' };

  it('finds nothing wrong with ids found under the parent', () => {
    expect(choiceProblem([20, 25], [kullu, solan], [2])).toBeUndefined();
  });

  it('calls an id no row has unknown', () => {
    expect(choiceProblem([20, 99], [kullu], [2])).toBe('unknown');
  });

  it('calls an id under another parent outside', () => {
    expect(choiceProblem([20], [kullu], [9])).toBe('outside');
  });

  it('accepts a row under any of several parents, and any row of an id found twice', () => {
    const anni = { value: 168, parent: 20, label: 'Anni' };
    const anniElsewhere = { value: 168, parent: 49, label: 'Anni' };
    expect(choiceProblem([168], [anniElsewhere, anni], [25, 20])).toBeUndefined();
  });

  it('holds nothing to a parent without a choice', () => {
    expect(choiceProblem([20], [kullu], undefined)).toBeUndefined();
  });
});

describe('referenceErrors on the embedded database', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openMemoryDatabase();
    await seed(database.db, { adminEmail: 'admin@test.local', adminPassword: 'adminpass' });
  });
  afterAll(() => database?.close());

  const errorsOf = (resource: ResourceConfig, values: Values, mode: 'create' | 'edit' = 'create') =>
    referenceErrors(database.db, resource, values, mode);
  const place = { state_id: 2, district_id: 20, block_id: 168 };

  it('accepts a site in a real place on a real day', async () => {
    expect(await errorsOf(site, { ...place, days: 701 })).toEqual({});
  });

  it('names an unknown id and a child outside its parent with the generic messages', async () => {
    expect(await errorsOf(site, { state_id: 2, district_id: 49, block_id: 999999, days: 701 })).toEqual({
      district_id: 'Choose a district of the chosen state',
      block_id: 'Choose a block from the list',
    });
  });

  it('does not hold a child to a parent that is itself refused', async () => {
    expect(await errorsOf(project, { state_id: 999999 })).toEqual({
      state_id: 'Choose a state from the list',
    });
    expect(await errorsOf(site, { ...place, state_id: 999999, days: 701 })).toEqual({
      state_id: 'Choose a state from the list',
    });
  });

  it("checks an option against its own list (the source's filter)", async () => {
    const body = { ...place, site: 1, gender: 701, relationship: 903, id_card: 2, card_holder_id: 201 };
    const errors = await errorsOf(driver, body);
    expect(errors).toMatchObject({
      gender: 'Choose a gender from the list',
      card_holder_id: 'Choose a card holder from the list',
    });
    expect(errors).not.toHaveProperty('relationship');
    expect(errors).not.toHaveProperty('id_card');
  });

  it('refuses a state that is no longer active', async () => {
    await database.db.insert(states).values({ state_id: 8888, state_name: 'RETIRED', active: false });
    expect(await errorsOf(project, { state_id: 8888 })).toEqual({ state_id: 'Choose a state from the list' });
    await database.db.delete(states).where(eq(states.state_id, 8888));
  });

  it("takes a role 2 user's block in any of their districts", async () => {
    const values = { role_id: 2, state_id: 2, district_id: '20,25', block_id: 200 };
    expect(await errorsOf(user, values)).toEqual({});
    expect(await errorsOf(user, { ...values, district_id: [20] })).toEqual({
      block_id: 'Choose a block of the chosen district',
    });
  });

  it('does not check a field the role hides (the user extension empties it)', async () => {
    expect(await errorsOf(user, { role_id: 3, program_id: 999999, state_id: 999999 })).toEqual({
      program_id: 'Choose a program from the list',
    });
  });
});
