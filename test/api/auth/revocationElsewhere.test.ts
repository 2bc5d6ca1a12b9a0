// On PostgreSQL: a lookup made while a revoking transaction is open is never believed after its commit, and
// another server on the same database forgets its cached sessions when the commit's notification reaches it.
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { nextSessionsChange } from '../../../server/auth/sessionChanges.ts';
import { LISTENER_NAME } from '../../../server/auth/sessionListener.ts';
import { openDatabase, type DatabaseHandle } from '../../../server/db/connection.ts';
import { insertUser, type TestUser } from '../factories.ts';
import { jsonHeaders, startTestServer, type TestServer } from '../testServer.ts';

describe('revocation on PostgreSQL', () => {
  let a: TestServer;
  let b: FastifyInstance;
  let bUrl: string;
  let bDatabase: DatabaseHandle;
  let adminToken: string;
  beforeAll(async () => {
    // Sessions are believed for 2 s on both servers: only an invalidation makes a change seen sooner.
    a = await startTestServer('postgres', { sessionCacheMs: 2000 });
    // A second server on the same database, with its own connections, as another process behind the proxy.
    bDatabase = await openDatabase({ url: a.config.databaseUrl as string });
    b = await buildApp({ db: bDatabase.db, config: a.config, logger: false });
    bUrl = await b.listen({ port: 0, host: '127.0.0.1' });
    adminToken = await a.login();
  });
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.close();
  });

  const status = async (base: string, token: string) =>
    (await fetch(`${base}/api/projects`, { headers: jsonHeaders(token) })).status;
  const deleteUser = (user: TestUser) =>
    fetch(`${a.url}/api/users_delete/${user.id}`, { headers: jsonHeaders(adminToken) });
  const signedIn = async () => {
    const user = await insertUser(a.db);
    return { user, token: await a.login(user.email, user.password) };
  };
  const withClient = async <T>(run: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: a.config.databaseUrl });
    await client.connect();
    try {
      return await run(client);
    } finally {
      await client.end();
    }
  };

  it('refuses the next request after a delete whose transaction a request read through while it was open', async () => {
    const { user, token } = await signedIn();
    expect(await status(a.url, token)).toBe(200);
    await withClient(async (blocker) => {
      // Holding the user's sessions keeps the delete's transaction open at its ending of them.
      await blocker.query('begin');
      await blocker.query('select id from sessions where user_id = $1 for update', [user.id]);
      const deleted = deleteUser(user);
      const blocked = async (): Promise<void> => {
        const { rows } = await blocker.query(
          'select 1 from pg_stat_activity where pg_backend_pid() = any(pg_blocking_pids(pid))',
        );
        if (rows.length === 0) return blocked();
      };
      await blocked();
      // A request in flight meanwhile still reads the session as committed: alive.
      expect(await status(a.url, token)).toBe(200);
      await blocker.query('commit');
      expect((await deleted).status).toBe(200);
    });
    expect(await status(a.url, token)).toBe(401);
  });

  it('refuses on the other server the first request after its notification of a delete', async () => {
    const { user, token } = await signedIn();
    expect(await status(bUrl, token)).toBe(200);
    const told = nextSessionsChange(bDatabase.db);
    expect((await deleteUser(user)).status).toBe(200);
    await told;
    expect(await status(bUrl, token)).toBe(401);
  });

  it('listens again after losing its connection, and then hears the next change', async () => {
    const listening = nextSessionsChange(bDatabase.db);
    await withClient((client) =>
      client.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
        [LISTENER_NAME],
      ),
    );
    await listening;
    const { user, token } = await signedIn();
    expect(await status(bUrl, token)).toBe(200);
    const told = nextSessionsChange(bDatabase.db);
    expect((await deleteUser(user)).status).toBe(200);
    await told;
    expect(await status(bUrl, token)).toBe(401);
  });
});
