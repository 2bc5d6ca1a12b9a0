// Someone can always manage the application: the last administrator is neither deleted nor demoted.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema.ts';
import type { Transaction } from '../../../server/db/connection.ts';
import { extension as userExtension } from '../../../resources/user/server.ts';
import { insertUser, tokenClaims } from '../factories.ts';
import { databaseKinds, jsonHeaders, startTestServer, testAdmin, type TestServer } from '../testServer.ts';
import { addBody, editBody } from './userApi.ts';

/** Resolves once some PostgreSQL backend waits for an advisory lock. */
async function waitingForAdvisoryLock(server: TestServer): Promise<string> {
  for (;;) {
    // Both drivers answer {rows}; the generic database type leaves the result unknown.
    const waits = (await server.db.execute(
      sql`select 1 from pg_locks where locktype = 'advisory' and not granted`,
    )) as { rows: unknown[] };
    if (waits.rows.length) return 'waiting';
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.each(databaseKinds)('the last administrator on the %s database', (kind) => {
  let server: TestServer;
  let adminId: number;

  // One server: the refusals change nothing, and the race (which demotes someone) runs last.
  beforeAll(async () => {
    server = await startTestServer(kind);
    adminId = tokenClaims(await server.login()).sub;
  });
  afterAll(() => server?.close());

  const liveAdministrators = async () =>
    server.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role_id, 1), isNull(users.deleted_at)));
  /** Someone signed in who is not an administrator (as after ADMIN_ROLE_IDS changed). */
  const stranger = {
    id: 0,
    role_id: 3,
    sessionId: '00000000-0000-0000-0000-000000000000',
    area: {
      userId: 0,
      roleId: 3,
      administrator: false,
      stateId: null,
      districtIds: [],
      blockId: null,
      programId: null,
      projectId: null,
    },
  };
  const demotion = (email: string) => editBody(addBody({ email, role_id: 5 }));

  it('cannot be deleted, whoever asks', async () => {
    const extension = userExtension({ db: server.db, config: server.config });
    const refusal = server.db.transaction((tx) => extension.beforeDelete!(tx, adminId, stranger));
    await expect(refusal).rejects.toMatchObject({
      statusCode: 409,
      message: 'The last administrator cannot be deleted.',
    });
    expect(await liveAdministrators()).toEqual([{ id: adminId }]);
  });

  it('cannot be given a role outside the administrators, whoever asks', async () => {
    const extension = userExtension({ db: server.db, config: server.config });
    const values = { ...demotion(testAdmin.email), district_id: 20 };
    const context = { mode: 'edit' as const, id: adminId, user: stranger, body: values };
    const refusal = server.db.transaction((tx) => extension.prepareRow!(tx, values, context));
    await expect(refusal).rejects.toMatchObject({
      statusCode: 409,
      message: 'The last administrator must keep an administrator role.',
    });
  });

  it('waits for a demotion in progress, then refuses the one that would leave no administrator', async () => {
    const extension = userExtension({ db: server.db, config: server.config });
    const other = await insertUser(server.db);
    const demote = (tx: Transaction, id: number, email: string) => {
      const values = { ...demotion(email), district_id: 20 };
      return extension.prepareRow!(tx, values, { mode: 'edit', id, user: stranger, body: values });
    };
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let demoted = () => {};
    const firstDemoted = new Promise<void>((resolve) => (demoted = resolve));
    const first = server.db.transaction(async (tx) => {
      await demote(tx, other.id, other.email);
      await tx.update(users).set({ role_id: 5 }).where(eq(users.id, other.id));
      demoted();
      await held;
    });
    await firstDemoted;
    const second = server.db.transaction((tx) => demote(tx, adminId, testAdmin.email));
    const outcome = await Promise.race([
      second.then(
        () => 'settled',
        () => 'settled',
      ),
      kind === 'postgres' ? waitingForAdvisoryLock(server) : Promise.resolve('waiting'),
    ]);
    release();
    await first;
    expect(outcome).toBe('waiting');
    await expect(second).rejects.toMatchObject({
      message: 'The last administrator must keep an administrator role.',
    });
  });

  it('stays when two administrators demote each other at once', async () => {
    const other = await insertUser(server.db);
    const tokens = [await server.login(), await server.login(other.email, other.password)];
    const edits: [string, number, string][] = [
      [tokens[0], other.id, other.email],
      [tokens[1], adminId, testAdmin.email],
    ];
    const statuses = await Promise.all(
      edits.map(async ([token, id, email]) => {
        const response = await fetch(`${server.url}/api/users_edit/${id}`, {
          method: 'POST',
          headers: jsonHeaders(token),
          body: JSON.stringify(demotion(email)),
        });
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(await liveAdministrators()).toHaveLength(1);
  });
});
