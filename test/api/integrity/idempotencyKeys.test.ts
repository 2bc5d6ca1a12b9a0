// Idempotency-Key (IETF draft, after Stripe): a write sent again with its key replays the first answer and writes
// nothing, on any server of the database and after a restart; the same key with another body is 422; a key is the
// sender's own; keys go with the retention job. Proven on projects (a plain JSON write) and every write route.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PROJECT_ROLE_ID, project, resources, type MasterData } from '../../../resources/index.ts';
import { tableOf } from '../../../server/db/tables.ts';
import { validBodies } from '../fuzz/bodies.ts';
import { buildApp } from '../../../server/app.ts';
import { openDatabase } from '../../../server/db/connection.ts';
import { idempotencyKeys, projects } from '../../../server/db/schema.ts';
import { seed } from '../../../server/db/seed.ts';
import {
  KEY_INVALID_MESSAGE,
  KEY_REUSED_MESSAGE,
  removeExpiredKeys,
} from '../../../server/http/idempotency.ts';
import { batch, projectRow } from '../../fixtures/importRows.ts';
import { insertUser } from '../factories.ts';
import {
  createPostgresDatabase,
  databaseKinds,
  testAdmin,
  testConfig,
  type DatabaseKind,
} from '../testServer.ts';
import { callAs, newKey, projectBodies, useTwoServers } from './integrityServers.ts';

const projectBody = projectBodies('IK');
const { endpoints } = project;

describe.each(databaseKinds)('Idempotency-Key on the %s database', (kind) => {
  const suite = useTwoServers(kind);
  const rowsCoded = async (code: string) =>
    (await suite.first.db.select().from(projects).where(eq(projects.project_code, code))).length;
  const keyRows = async (key: string) =>
    suite.first.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));

  it('replays the first answer to a retried add, on the other server too, and adds one record', async () => {
    const [body, key] = [projectBody(), newKey()];
    const first = await suite.call(endpoints.add, body, { 'idempotency-key': key });
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    for (const retry of [suite.call, suite.callSecond]) {
      const again = await retry(endpoints.add, body, { 'idempotency-key': key });
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
    }
    expect(await rowsCoded(body.project_code)).toBe(1);
  });

  it('adds one record for 20 requests with one key at the same moment, over both servers', async () => {
    const [body, key] = [projectBody(), newKey()];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? suite.callSecond : suite.call)(endpoints.add, body, { 'idempotency-key': key }),
      ),
    );
    // Each waits for the one holding the key and replays its answer (409 is the draft's other choice).
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(await rowsCoded(body.project_code)).toBe(1);
  });

  it.each(resources.map((resource) => [resource.name, resource] as const))(
    'replays a retried add of a %s, made from its config, and adds one record',
    async (_, resource) => {
      const masterData = (await suite.call('master_data')).body as unknown as MasterData;
      const table = tableOf(resource.table);
      const count = async () => (await suite.first.db.select({ id: table.id }).from(table)).length;
      for (const body of fc.sample(validBodies(resource, masterData), { numRuns: 50, seed: 26 })) {
        const key = newKey();
        const first = await suite.call(resource.endpoints.add, body, { 'idempotency-key': key });
        if (first.status !== 200) continue; // a body the server refuses for a reason of its own: the next one
        const before = await count();
        const again = await suite.callSecond(resource.endpoints.add, body, { 'idempotency-key': key });
        expect(again.body).toEqual(first.body);
        expect(again.headers.get('idempotent-replayed')).toBe('true');
        expect(await count()).toBe(before);
        return;
      }
      throw new Error(`No valid ${resource.name} body was accepted`);
    },
  );

  it('refuses the same key with another body (422), writing nothing', async () => {
    const key = newKey();
    expect((await suite.call(endpoints.add, projectBody(), { 'idempotency-key': key })).status).toBe(200);
    const other = projectBody();
    const reused = await suite.call(endpoints.add, other, { 'idempotency-key': key });
    expect(reused.status).toBe(422);
    expect(reused.body.message).toBe(KEY_REUSED_MESSAGE);
    expect(await rowsCoded(other.project_code)).toBe(0);
    // The same body on another path (an edit) is another request too.
    const edit = await suite.call(`${endpoints.edit}/1`, projectBody(), { 'idempotency-key': key });
    expect(edit.status).toBe(422);
  });

  it("never replays another user's answer: keys are each user's own", async () => {
    const other = await insertUser(suite.first.db);
    const otherToken = await suite.first.login(other.email, other.password);
    const key = newKey();
    const mine = await suite.call(endpoints.add, projectBody(), { 'idempotency-key': key });
    const theirs = await callAs(otherToken, suite.first.url, endpoints.add, projectBody(), {
      'idempotency-key': key,
    });
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(theirs.body.id).not.toBe(mine.body.id);
  });

  it.each([
    ['256 characters', 'k'.repeat(256)],
    ['a tab', 'key\twith-tab'],
    ['a letter outside ASCII', 'clé'],
    ['nothing', ''],
  ])('answers 400 to a key of %s, writing nothing', async (_, key) => {
    const body = projectBody();
    const answer = await suite.call(endpoints.add, body, { 'idempotency-key': key });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(KEY_INVALID_MESSAGE);
    expect(await rowsCoded(body.project_code)).toBe(0);
  });

  it('takes a key of 255 printable characters', async () => {
    const answer = await suite.call(endpoints.add, projectBody(), { 'idempotency-key': '~'.repeat(255) });
    expect(answer.status).toBe(200);
  });

  it('replays an edit and a delete, which would otherwise answer anew (a second version, a 404)', async () => {
    const added = await suite.call(endpoints.add, projectBody());
    const id = Number(added.body.id);
    const [editKey, deleteKey] = [newKey(), newKey()];
    const edit = projectBody({ project_name: 'Renamed' });
    const edited = await suite.call(`${endpoints.edit}/${id}`, edit, { 'idempotency-key': editKey });
    const again = await suite.callSecond(`${endpoints.edit}/${id}`, edit, { 'idempotency-key': editKey });
    expect([edited.status, again.status]).toEqual([200, 200]);
    expect(again.headers.get('etag')).toBe(edited.headers.get('etag'));
    const [row] = await suite.first.db.select().from(projects).where(eq(projects.id, id));
    expect(row.version).toBe(2);

    const deleted = await suite.call(`${endpoints.delete}/${id}`, undefined, {
      'idempotency-key': deleteKey,
    });
    const retried = await suite.call(`${endpoints.delete}/${id}`, undefined, {
      'idempotency-key': deleteKey,
    });
    expect([deleted.status, retried.status]).toEqual([200, 200]);
    expect(retried.body).toEqual(deleted.body);
    // Without the key, the same delete again finds no record.
    expect((await suite.call(`${endpoints.delete}/${id}`)).status).toBe(404);
  });

  it('replays a restore and an imported batch', async () => {
    const added = await suite.call(endpoints.add, projectBody());
    const id = Number(added.body.id);
    await suite.call(`${endpoints.delete}/${id}`);
    const key = newKey();
    const restored = await suite.call(`restore/project/${id}`, {}, { 'idempotency-key': key });
    const again = await suite.call(`restore/project/${id}`, {}, { 'idempotency-key': key });
    expect([restored.status, again.status]).toEqual([200, 200]);
    expect((await suite.call(`restore/project/${id}`, {})).status).toBe(409); // not deleted: no key, no replay

    const rows = [
      projectRow({ 'Project code': `IMP-${Math.random().toString(36).slice(2, 8)}` }),
      projectRow({ 'Project code': `IMP-${Math.random().toString(36).slice(2, 8)}` }),
    ];
    const importKey = newKey();
    const imported = await suite.call('import/project', batch(rows, true), { 'idempotency-key': importKey });
    const reimported = await suite.callSecond('import/project', batch(rows, true), {
      'idempotency-key': importKey,
    });
    expect(imported.body).toMatchObject({ added: 2, updated: 0 });
    expect(reimported.body).toEqual(imported.body);
    const audits = await suite.first.db.execute(
      sql`select count(*)::int as n from audit_log where resource = 'project' and action = 'edit'
        and record_id in (select id from projects where project_code in (${rows[0]['Project code']}, ${rows[1]['Project code']}))`,
    );
    expect((audits as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
  });

  it('keeps no key for a write that was refused, so the same key works once the reason is gone', async () => {
    const added = await suite.call(endpoints.add, projectBody());
    const id = Number(added.body.id);
    const user = await insertUser(suite.first.db, { role_id: PROJECT_ROLE_ID });
    await suite.first.db.execute(sql`update users set project_id = ${id} where id = ${user.id}`);
    const key = newKey();
    const refused = await suite.call(`${endpoints.delete}/${id}`, undefined, { 'idempotency-key': key });
    expect(refused.status).toBe(409);
    expect(await keyRows(key)).toEqual([]);
    await suite.first.db.execute(sql`update users set deleted_at = now() where id = ${user.id}`);
    const deleted = await suite.call(`${endpoints.delete}/${id}`, undefined, { 'idempotency-key': key });
    expect(deleted.status).toBe(200);
    expect(await keyRows(key)).toHaveLength(1);
  });

  it('writes as before without the header: two adds of two bodies, two edits, two versions', async () => {
    const added = await suite.call(endpoints.add, projectBody());
    const id = Number(added.body.id);
    const edit = projectBody({ project_name: 'Twice' });
    expect((await suite.call(`${endpoints.edit}/${id}`, edit)).status).toBe(200);
    expect((await suite.call(`${endpoints.edit}/${id}`, edit)).status).toBe(200);
    const [row] = await suite.first.db.select().from(projects).where(eq(projects.id, id));
    expect(row.version).toBe(3);
  });

  it('removes keys past their 7 days in the retention run, and keeps younger ones', async () => {
    const [old, young] = [newKey(), newKey()];
    await suite.call(endpoints.add, projectBody(), { 'idempotency-key': old });
    await suite.call(endpoints.add, projectBody(), { 'idempotency-key': young });
    await suite.first.db
      .update(idempotencyKeys)
      .set({ created_at: new Date(Date.now() - 7 * 24 * 3600 * 1000 - 60_000) })
      .where(eq(idempotencyKeys.key, old));
    expect(await removeExpiredKeys(suite.first.db, 45)).toBeGreaterThanOrEqual(1);
    expect(await keyRows(old)).toEqual([]);
    expect(await keyRows(young)).toHaveLength(1);
    // A shorter retention period than 7 days is the keys' too: no key outlives an erasure.
    await suite.first.db
      .update(idempotencyKeys)
      .set({ created_at: new Date(Date.now() - 2 * 24 * 3600 * 1000) })
      .where(eq(idempotencyKeys.key, young));
    await removeExpiredKeys(suite.first.db, 1);
    expect(await keyRows(young)).toEqual([]);
  });
});

/** A database that outlives its server: a folder (embedded) or a PostgreSQL database. */
async function lastingDatabase(kind: DatabaseKind) {
  if (kind === 'postgres') {
    const { url, drop } = await createPostgresDatabase();
    return { open: () => openDatabase({ url }), url, remove: drop };
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'outreach-keys-'));
  return {
    open: () => openDatabase({ embedded: dir }),
    url: undefined,
    remove: () => fs.rm(dir, { recursive: true, force: true }),
  };
}

describe.each(databaseKinds)('a key across a restart on the %s database', (kind) => {
  it('replays the answer a server gave before it stopped, and adds one record', async () => {
    const database = await lastingDatabase(kind);
    const config = testConfig({ databaseUrl: database.url });
    const start = async () => {
      const handle = await database.open();
      await seed(handle.db, config);
      const app = await buildApp({ db: handle.db, config, logger: false });
      const url = await app.listen({ port: 0, host: '127.0.0.1' });
      const login = await fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(testAdmin),
      });
      const { token } = (await login.json()) as { token: string };
      return { handle, app, url, token, stop: async () => (await app.close(), await handle.close()) };
    };
    try {
      const [body, key] = [projectBody(), newKey()];
      const before = await start();
      const first = await callAs(before.token, before.url, endpoints.add, body, { 'idempotency-key': key });
      await before.stop();
      const after = await start();
      const retry = await callAs(after.token, after.url, endpoints.add, body, { 'idempotency-key': key });
      const rows = await after.handle.db
        .select()
        .from(projects)
        .where(eq(projects.project_code, body.project_code));
      await after.stop();
      expect(first.status).toBe(200);
      expect(retry.body).toEqual(first.body);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(rows).toHaveLength(1);
    } finally {
      await database.remove();
    }
  });
});
