// Two server processes on one PostgreSQL database (separate ports, one TOKEN_SECRET), as behind a load balancer:
// a token works on both, a password change on one ends sessions on the other, a photo stored by one is served by
// the other, failed logins count across both, and a list changed on one is seen on the other's next revalidation.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { driver, RecordOf } from '../../../resources/index.ts';
import { validFieldWorker } from '../../fixtures/fieldWorker.ts';
import { formOf, validSite } from '../fieldOps/fieldOpsServer.ts';
import { blob, pngImage } from '../fieldOps/testImages.ts';
import { startServerProcess, type ServerProcess } from '../serverProcess.ts';
import { createPostgresDatabase, jsonHeaders } from '../testServer.ts';
import { scaled } from '../../timeouts.ts';

/** A driver as the API sends it. */
type DriverRecord = RecordOf<typeof driver>;

const admin = { email: 'admin@two.test', password: 'two-servers-pass' };
const dataDirs: string[] = [];
let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  database = await createPostgresDatabase();
  const env = {
    DATABASE_URL: database.url,
    TOKEN_SECRET: crypto.randomBytes(32).toString('hex'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    LOGIN_DAILY_LIMIT: '4',
  };
  const dataDir = () => {
    dataDirs.push(fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-two-')));
    return dataDirs.at(-1) as string;
  };
  // Started together: the migrations run once, under their lock.
  [a, b] = await Promise.all([
    startServerProcess({ ...env, DATA_DIR: dataDir() }),
    startServerProcess({ ...env, DATA_DIR: dataDir() }),
  ]);
}, scaled(120_000));

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

const login = (server: ServerProcess, password = admin.password) =>
  fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: jsonHeaders(),
    body: JSON.stringify({ email: admin.email, password }),
  });
const signIn = async (server: ServerProcess) =>
  ((await (await login(server)).json()) as { token: string }).token;
const call = (server: ServerProcess, token: string, apiPath: string, init: RequestInit = {}) =>
  fetch(`${server.url}/api/${apiPath}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...init.headers },
  });
const post = (server: ServerProcess, token: string, apiPath: string, body: object) =>
  call(server, token, apiPath, {
    method: 'POST',
    body: body instanceof FormData ? body : JSON.stringify(body),
    headers: body instanceof FormData ? {} : { 'content-type': 'application/json' },
  });

describe('two servers on one PostgreSQL database', () => {
  it('take each other’s tokens', async () => {
    const token = await signIn(a);
    expect((await call(b, token, 'projects')).status).toBe(200);
  });

  it('serve on one a photo stored through the other', async () => {
    const token = await signIn(a);
    const site = (await (await post(a, token, 'sites_add', validSite())).json()) as { id: number };
    const png = await pngImage(8, 6);
    const body = formOf(
      validFieldWorker('driver_name', site.id, { image: [blob(png, 'image/png'), 'face.png'] }),
    );
    const added = (await (await post(a, token, 'drivers_add', body)).json()) as { id: number };
    const [driver] = (await (await call(b, token, `get_driver/${added.id}`)).json()) as DriverRecord[];
    const served = await call(b, token, `photo/${driver.image}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it('show a list changed on one at the other’s next revalidation', async () => {
    const token = await signIn(a);
    const first = await call(b, token, 'projects');
    const etag = first.headers.get('etag') ?? '';
    await first.arrayBuffer();
    const project = {
      id: '',
      project_name: 'Shared Care',
      project_code: 'SC-01',
      state_id: 2,
      startDate: '2030-01-01',
      endDate: '2030-12-31',
    };
    expect((await post(a, token, 'projects_add', project)).status).toBe(200);
    const next = await call(b, token, 'projects', { headers: { 'if-none-match': etag } });
    expect(next.status).toBe(200);
    expect((await next.json()) as unknown[]).toContainEqual(
      expect.objectContaining({ project_code: 'SC-01' }),
    );
  });

  it('end on the other within 2 s a session a password change ended on one', async () => {
    const [changing, elsewhere] = [await signIn(a), await signIn(b)];
    expect((await call(b, elsewhere, 'projects')).status).toBe(200);
    const changed = await post(a, changing, 'change_password', {
      current_password: admin.password,
      new_password: 'changed-on-a',
    });
    expect(changed.status).toBe(200);
    // The servers check a session against the database at most 2 s after they last saw it answer.
    await expect
      .poll(async () => (await call(b, elsewhere, 'projects')).status, {
        timeout: scaled(4_000),
        interval: 100,
      })
      .toBe(401);
    admin.password = 'changed-on-a';
  });

  it('count login attempts across both', async () => {
    for (const server of [a, b, a, b]) expect((await login(server, 'wrong-password')).status).toBe(401);
    expect((await login(b, 'wrong-password')).status).toBe(429);
    expect((await login(a)).status).toBe(429);
  });
});
