// Doors the audit found open: secrets in the error log, HEAD that deletes, bodies that never finish arriving.
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBody } from '../users/userApi.ts';
import { databaseKinds, jsonHeaders, startTestServer, type TestServer } from '../testServer.ts';
import { scaled } from '../../timeouts.ts';

describe.each(databaseKinds)('closed doors on %s', (kind) => {
  let server: TestServer;
  let token: string;
  const log: string[] = [];
  beforeAll(async () => {
    server = await startTestServer(
      kind,
      // Short enough for the stalled body below, long enough for an add's password hashing on a busy machine.
      { requestTimeoutSeconds: 5 },
      { logger: { level: 'info', stream: { write: (line: string) => log.push(line) } } },
    );
    token = await server.login();
  });
  afterAll(() => server?.close());

  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}/api/${path}`, { ...init, headers: { ...jsonHeaders(token), ...init.headers } });

  it('logs a failing write by its error and route, never its values, hashes or token', async () => {
    await server.db.execute(sql`create function refuse_users() returns trigger language plpgsql
      as $$ begin raise exception 'users are read-only today'; end $$`);
    await server.db.execute(
      sql`create trigger refuse_users before insert on users for each row execute function refuse_users()`,
    );
    try {
      const body = addBody({ password: 'very-secret-pw', mobile_number: '9123456780' });
      const response = await api('users_add', { method: 'POST', body: JSON.stringify(body) });
      expect(response.status).toBe(500);
    } finally {
      await server.db.execute(sql`drop trigger refuse_users on users`);
    }
    const failure = log.find((line) => line.includes('request failed')) ?? '';
    expect(JSON.parse(failure)).toMatchObject({
      level: 50,
      route: '/api/users_add',
      err: { sqlstate: 'P0001' },
    });
    const everything = log.join('\n');
    for (const secret of ['$argon2', 'very-secret-pw', '9123456780', '@test.local', 'Asha Rao', token]) {
      expect(everything).not.toContain(secret);
    }
  });

  it('answers HEAD on a delete path without deleting', async () => {
    const added = await api('projects_add', {
      method: 'POST',
      body: JSON.stringify({
        project_name: 'Kept',
        project_code: 'K-1',
        state_id: 2,
        startDate: '2030-01-01',
        endDate: '2030-02-01',
      }),
    });
    const { id } = await added.json();
    expect((await api(`project_delete/${id}`, { method: 'HEAD' })).status).toBe(404);
    expect((await api(`get_project/${id}`)).status).toBe(200);
  });

  it.each([
    ['PUT', 'projects_add'],
    ['DELETE', 'project_delete/1'],
    ['GET', 'projects_add'],
    ['POST', 'project_delete/1'],
  ])('takes no %s on %s', async (method, path) => {
    expect((await api(path, { method, body: method === 'GET' ? undefined : '{}' })).status).toBe(404);
  });

  it('cuts a request whose body stalls', async () => {
    const { port } = new URL(server.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    socket.write(
      'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em',
    );
    const closed = await new Promise<boolean>((resolve) => {
      socket.on('close', () => resolve(true));
      socket.on('error', () => resolve(true));
      // Cut after the 5 s limit (checked each second); 30 s, not 15, for a machine under load (it failed so once).
      setTimeout(() => resolve(false), scaled(30_000));
    });
    socket.destroy();
    expect(closed).toBe(true);
  });
});
