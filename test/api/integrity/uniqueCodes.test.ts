// A unique field's value (the configs' `unique: true`: project, program and site codes) is held by one live
// record, compared without case and surrounding spaces: 422 on the field in add, edit, import and restore, raced
// or not, on both databases; a database that already holds duplicates starts, lists them, and is indexed once
// they are gone.
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  payloadKeyOf,
  resources,
  UNIQUE_MESSAGE,
  uniqueFieldsOf,
  type MasterData,
  type ResourceConfig,
} from '../../../resources/index.ts';
import { tableOf } from '../../../server/db/tables.ts';
import {
  ensureUniqueIndexes,
  missingUniqueIndexes,
  uniqueIndexes,
} from '../../../server/db/uniqueIndexes.ts';
import { validBodies } from '../fuzz/bodies.ts';
import { databaseKinds } from '../testServer.ts';
import { newKey, useTwoServers } from './integrityServers.ts';

/** Every resource with a unique field, and the field, from the registry. */
const uniques = resources.flatMap((resource) =>
  uniqueFieldsOf(resource).map((field) => ({ resource, field })),
);

describe.each(databaseKinds)('unique codes on the %s database', (kind) => {
  const suite = useTwoServers(kind);
  let seed = 1;
  /** Valid add bodies of the resource, from its config (as the fuzz makes them). */
  const bodiesOf = async (resource: ResourceConfig, count: number) => {
    const masterData = (await suite.call('master_data')).body as unknown as MasterData;
    return fc.sample(validBodies(resource, masterData), { numRuns: count, seed: seed++ });
  };
  /** A record added with `code` in its unique field; its id. */
  const addWith = async (resource: ResourceConfig, key: string, code: string) => {
    for (const body of await bodiesOf(resource, 100)) {
      const answer = await suite.call(resource.endpoints.add, { ...body, [key]: code });
      if (answer.status === 200) return { id: Number(answer.body.id), body: { ...body, [key]: code } };
    }
    throw new Error(`No valid ${resource.name} body was accepted`);
  };
  const liveWith = async (resource: ResourceConfig, column: string, code: string) => {
    const table = tableOf(resource.table);
    const { rows } = (await suite.first.db.execute(
      sql`select count(*)::int as n from ${table} where deleted_at is null and lower(btrim(${sql.identifier(column)})) = lower(btrim(${code}))`,
    )) as unknown as { rows: { n: number }[] };
    return rows[0].n;
  };

  it('finds the codes in the configs', () => {
    expect(uniques.map(({ resource, field }) => `${resource.name}.${field.name}`).sort()).toEqual([
      'program.program_code',
      'project.project_code',
      'site.site_code',
    ]);
  });

  describe.each(uniques)('$resource.name.$field.name', ({ resource, field }) => {
    const key = payloadKeyOf(field);
    const { endpoints } = resource;

    it('refuses, on the field, an add or edit of a code another live record holds, in any case and spacing', async () => {
      const code = `UQ-${resource.name}-${kind}`;
      const first = await addWith(resource, key, code);
      const [body] = await bodiesOf(resource, 1);
      for (const taken of [code, code.toLowerCase()]) {
        const answer = await suite.call(endpoints.add, { ...body, [key]: taken });
        expect(answer.status).toBe(422);
        expect(answer.body.errors).toEqual({ [key]: UNIQUE_MESSAGE });
      }
      // Surrounding spaces: refused (by the code's own pattern where it allows no space), never a second record.
      expect((await suite.call(endpoints.add, { ...body, [key]: `  ${code} ` })).status).toBe(422);
      const other = await addWith(resource, key, `${code}-B`);
      const edit = await suite.call(`${endpoints.edit}/${other.id}`, {
        ...other.body,
        [key]: code.toLowerCase(),
      });
      expect(edit.status).toBe(422);
      expect(edit.body.errors).toEqual({ [key]: UNIQUE_MESSAGE });
      // Its own code, kept as it was or recased, saves.
      const own = await suite.call(`${endpoints.edit}/${first.id}`, {
        ...first.body,
        [key]: code.toLowerCase(),
      });
      expect(own.status).toBe(200);
      // A deleted record's code is free again; restoring it then is refused with the reason.
      expect((await suite.call(`${endpoints.delete}/${first.id}`)).status).toBe(200);
      const again = await addWith(resource, key, code);
      const restore = await suite.call(`restore/${resource.name}/${first.id}`, {});
      expect(restore.status).toBe(409);
      expect(restore.body.message).toContain(UNIQUE_MESSAGE);
      expect(await liveWith(resource, field.name, code)).toBe(1);
      await suite.call(`${endpoints.delete}/${again.id}`);
      expect((await suite.call(`restore/${resource.name}/${first.id}`, {})).status).toBe(200);
    });

    it('adds one record for 20 adds of one code at the same moment over two servers, 19 refused with 422', async () => {
      const code = `RACE-${resource.name}-${kind}`;
      // One body the server takes, sent 20 times with the code, each with its own key.
      const { body } = await addWith(resource, key, `${code}-SEED`);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 ? suite.callSecond : suite.call)(
            endpoints.add,
            { ...body, [key]: code },
            { 'idempotency-key': newKey() },
          ),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      const refused = answers.filter((answer) => answer.status !== 200);
      expect(
        refused.every((answer) => (answer.body.errors as Record<string, string>)?.[key] === UNIQUE_MESSAGE),
      ).toBe(true);
      expect(await liveWith(resource, field.name, code)).toBe(1);
    });
  });

  it('marks in the import preview, and refuses in the import, a code that is taken or repeated in the file', async () => {
    const code = `IMPQ-${kind}`;
    await suite.call('projects_add', {
      id: '',
      project_name: 'Held',
      project_code: code,
      state_id: 2,
      startDate: '2030-01-15',
      endDate: '2030-12-31',
    });
    const row = (projectCode: string) => ({
      Name: 'Clean Water',
      'Project code': projectCode,
      State: 'HIMACHAL PRADESH',
      StartDate: '01/04/2030',
      EndDate: '31/03/2031',
    });
    const rows = [row(code.toLowerCase()), row(`${code}-new`), row(` ${code}-NEW`)];
    const check = await suite.call('import/project/check', { rows, updateExisting: false });
    expect((check.body as unknown as { rows: { errors: string[] }[] }).rows.map((r) => r.errors)).toEqual([
      [UNIQUE_MESSAGE],
      [],
      [UNIQUE_MESSAGE],
    ]);
    const imported = await suite.call('import/project', { rows, updateExisting: false });
    expect(imported.body).toMatchObject({ added: 1 });
    expect((imported.body.rejected as { reason: string }[]).map((r) => r.reason)).toEqual([
      UNIQUE_MESSAGE,
      UNIQUE_MESSAGE,
    ]);
  });

  it('starts on a database holding duplicates: no index, the duplicates named, then the index once they are gone', async () => {
    const db = suite.first.db;
    const run = async (text: string) => (await db.execute(sql.raw(text))) as unknown as { rows: unknown[] };
    const index = uniqueIndexes().find((one) => one.resource === 'project');
    if (!index) throw new Error('The project code is not unique');
    expect(await missingUniqueIndexes(run)).toEqual([]);
    const { id } = await addWith(
      resources.find((r) => r.name === 'project') as ResourceConfig,
      'project_code',
      `DUP-${kind}`,
    );
    await run(`drop index ${index.name}`);
    // As a database from before the rule: a second record with the code, written past the server.
    await run(
      `insert into projects (project_name, project_code, state_id) values ('Twin', 'dup-${kind} ', 2)`,
    );
    const warnings: string[] = [];
    const duplicates = await ensureUniqueIndexes(run, undefined, (text) => warnings.push(text));
    expect(duplicates).toEqual([
      expect.objectContaining({ resource: 'project', field: 'project_code', ids: [id, expect.any(Number)] }),
    ]);
    expect(warnings.join()).toContain(`DUP-${kind}`);
    expect((await missingUniqueIndexes(run)).map((one) => one.name)).toEqual([index.name]);
    const dashboard = await suite.call('dashboard');
    expect(dashboard.body.duplicates).toEqual([
      expect.objectContaining({ resource: 'project', field: 'project_code', value: `DUP-${kind}` }),
    ]);
    // A record among them still saves unchanged; the twin is renamed and the next start makes the index.
    const [twin] = duplicates[0].ids.slice(1);
    await db.execute(sql`update projects set project_code = ${`DUP-${kind}-2`} where id = ${twin}`);
    expect(await ensureUniqueIndexes(run)).toEqual([]);
    expect(await missingUniqueIndexes(run)).toEqual([]);
    expect((await suite.call('dashboard')).body.duplicates).toEqual([]);
    expect(eq).toBeDefined();
  });
});
