// npm run db:demo: the demo data set on an empty database, each role's user signing in to their own area's rows,
// and the refusal on a database that has records.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDemoData, DemoRefusedError, type DemoResult } from '../../../server/db/addDemoData.ts';
import { acquireDataDirLock } from '../../../server/db/dataDirLock.ts';
import {
  auditLog,
  drivers,
  healthWorkers,
  programs,
  projects,
  sites,
  users,
} from '../../../server/db/schema.ts';
import { insertUser } from '../factories.ts';
import {
  createPostgresDatabase,
  databaseKinds,
  jsonHeaders,
  startTestServer,
  type TestServer,
} from '../testServer.ts';
import { scaled } from '../../timeouts.ts';

const tables = {
  programs,
  projects,
  sites,
  drivers,
  health_workers: healthWorkers,
  users,
  audit_log: auditLog,
};
type Rows = Record<string, unknown>[];

async function countsOf(server: TestServer): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables))
    counts[name] = Number((await server.db.select({ n: sql<number>`count(*)` }).from(table))[0].n);
  return counts;
}

/** Signs in with the printed password, changes it as the first sign-in asks, and answers the new token. */
async function signInFirstTime(server: TestServer, email: string, password: string): Promise<string> {
  const first = await server.login(email, password);
  const newPassword = `${password}-changed`;
  const changed = await fetch(`${server.url}/api/change_password`, {
    method: 'POST',
    headers: jsonHeaders(first),
    body: JSON.stringify({ current_password: password, new_password: newPassword }),
  });
  expect(changed.status).toBe(200);
  return server.login(email, newPassword);
}

const list = async (server: TestServer, token: string, endpoint: string): Promise<Rows> => {
  const response = await fetch(`${server.url}/api/${endpoint}`, { headers: jsonHeaders(token) });
  expect(response.status).toBe(200);
  return (await response.json()) as Rows;
};

describe.each(databaseKinds)('the demo data set on %s', (kind) => {
  let server: TestServer;
  let result: DemoResult;

  beforeAll(async () => {
    server = await startTestServer(kind);
    result = await addDemoData(server.db, server.config);
  });
  afterAll(() => server?.close());

  it('adds two states of records and one user per role, each write audited', async () => {
    const added = { programs: 4, projects: 4, sites: 22, drivers: 22, health_workers: 44, users: 5 };
    expect(result.counts).toEqual(added);
    const writes = Object.values(added).reduce((sum, n) => sum + n, 0);
    expect(await countsOf(server)).toEqual({ ...added, users: 6, audit_log: writes });
    const states = await server.db.selectDistinct({ state: sites.state_id }).from(sites);
    expect(states.map(({ state }) => state).sort()).toEqual([2, 5]);
  });

  it('gives the five roles printed passwords that must be changed at the first sign-in', async () => {
    expect(result.accounts.map(({ role }) => role)).toEqual([
      'State Coordinator',
      'District Coordinator',
      'Block Coordinator',
      'Program Manager',
      'Project Manager',
    ]);
    const emails = result.accounts.map(({ email }) => email);
    const stored = await server.db
      .select({ role: users.role_id, mustChange: users.must_change_password })
      .from(users)
      .where(inArray(users.email, emails));
    expect(stored.map(({ role }) => role).sort()).toEqual([2, 3, 4, 5, 6]);
    expect(stored.every(({ mustChange }) => mustChange)).toBe(true);
    for (const { email, password } of result.accounts)
      expect(await server.loginStatus(email, password)).toBe(200);
  });

  it("shows a District Coordinator their district's sites only and a Program Manager their state's", async () => {
    const account = (role: string) =>
      result.accounts.find((a) => a.role === role) as DemoResult['accounts'][0];
    const admin = await list(server, await server.login(), 'sites');
    const district = account('District Coordinator');
    const districtSites = await list(
      server,
      await signInFirstTime(server, district.email, district.password),
      'sites',
    );
    expect(districtSites.length).toBeGreaterThan(0);
    expect(districtSites).toEqual(admin.filter((site) => site.district_id === 20));
    const manager = account('Program Manager');
    const stateSites = await list(
      server,
      await signInFirstTime(server, manager.email, manager.password),
      'sites',
    );
    expect(stateSites).toEqual(admin.filter((site) => site.state_id === 2));
    expect(stateSites.length).toBeGreaterThan(districtSites.length);
    expect(stateSites.length).toBeLessThan(admin.length);
  });

  it('refuses to run again and changes nothing', async () => {
    const before = await countsOf(server);
    await expect(addDemoData(server.db, server.config)).rejects.toThrow(DemoRefusedError);
    expect(await countsOf(server)).toEqual(before);
  });
});

describe.each(databaseKinds)('the demo data set on %s with only users', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('refuses a database with a user besides the first administrator and changes nothing', async () => {
    await insertUser(server.db, { role_id: 5 });
    const before = await countsOf(server);
    await expect(addDemoData(server.db, server.config)).rejects.toThrow(
      /users besides the first administrator/,
    );
    expect(await countsOf(server)).toEqual(before);
  });
});

describe('npm run db:demo', () => {
  const run = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'server/db/demo.ts'], {
      env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
      encoding: 'utf8',
      timeout: scaled(120_000),
    });
  let database: { url: string; drop(): Promise<void> };
  beforeAll(async () => {
    database = await createPostgresDatabase();
  });
  afterAll(() => database?.drop());

  it('prints each account once on an empty PostgreSQL database, then refuses with exit code 1', () => {
    const env = { DATABASE_URL: database.url, TOKEN_SECRET: crypto.randomBytes(32).toString('hex') };
    const first = run(env);
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/^email +role +area +password$/m);
    expect(first.stdout).toMatch(
      /^district\.coordinator@\S+ +District Coordinator +HIMACHAL PRADESH › KULLU +[a-z2-9]{20}$/m,
    );
    // A new database: the first administrator is created here, and its password printed with the others.
    expect(first.stdout).toMatch(/^admin@outreach\.local +Administrator +everything +[a-z2-9]{20}$/m);
    const second = run(env);
    expect(second.status).toBe(1);
    expect(second.stderr).toContain('Demo data not added: The database has records');
    expect(second.stdout).toBe('');
  });

  it('leaves an embedded data directory alone while a server holds it', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-demo-'));
    const release = acquireDataDirLock(dataDir);
    try {
      const locked = run({ DATA_DIR: dataDir });
      expect(locked.status).toBe(1);
      expect(locked.stderr).toContain('is in use by another server');
      expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
    } finally {
      release();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
