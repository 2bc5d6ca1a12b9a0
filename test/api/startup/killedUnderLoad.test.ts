// kill -9 of the server process while it adds records, 10 times on each database: every add it acknowledged
// is there after the next start (the embedded database recovers from its write-ahead log), and every add the kill
// cut off, sent again with its Idempotency-Key, is there once: replayed if it had committed, written if not.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../serverProcess.ts';
import { createPostgresDatabase, databaseKinds, jsonHeaders, type DatabaseKind } from '../testServer.ts';
import { scaled } from '../../timeouts.ts';

const KILLS = 10;
/** Adds acknowledged before each kill; more are in flight when it comes. */
const ACKED_BEFORE_KILL = 6;
const WRITERS = 4;
const admin = { email: 'admin@killed.test', password: 'killed-test-pass' };
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

async function environmentFor(kind: DatabaseKind): Promise<Record<string, string>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-killed-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const base = { DATA_DIR: dataDir, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password };
  if (kind === 'embedded') return { ...base, DATABASE_URL: '', TOKEN_SECRET: '' };
  const database = await createPostgresDatabase();
  cleanups.push(() => database.drop());
  return { ...base, DATABASE_URL: database.url, TOKEN_SECRET: crypto.randomBytes(32).toString('hex') };
}

const signIn = async (server: ServerProcess) => {
  const answer = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: jsonHeaders(),
    body: JSON.stringify(admin),
  });
  return ((await answer.json()) as { token: string }).token;
};

let added = 0;
/** An add whose answer the kill cut off, to send again with its key. */
interface CutOff {
  body: Record<string, unknown>;
  key: string;
}
const addProject = (server: ServerProcess, token: string, { body, key }: CutOff) =>
  fetch(`${server.url}/api/projects_add`, {
    method: 'POST',
    headers: { ...jsonHeaders(token), 'idempotency-key': key },
    body: JSON.stringify(body),
  });

/** Adds projects from several writers until `enough` acknowledged, then kills the process mid-flight. */
async function addUntilKilled(server: ServerProcess, token: string, acked: Set<number>, cut: CutOff[]) {
  let ackedHere = 0;
  let killed = false;
  const writer = async () => {
    while (!killed) {
      const code = `K-${(added += 1)}`;
      const body = {
        id: '',
        project_name: code,
        project_code: code,
        state_id: 2,
        startDate: '2030-01-01',
        endDate: '2030-12-31',
      };
      const add = { body, key: crypto.randomUUID() };
      const answer = await addProject(server, token, add).catch(() => {
        cut.push(add); // the kill cuts it off: not acknowledged
        return undefined;
      });
      if (answer && answer.status !== 200)
        throw new Error(`An add answered ${answer.status}: ${await answer.text()}`);
      if (answer) {
        acked.add(((await answer.json()) as { id: number }).id);
        if ((ackedHere += 1) >= ACKED_BEFORE_KILL && !killed) {
          killed = true;
          server.kill('SIGKILL');
        }
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  await server.exited;
}

describe.each(databaseKinds)('the server killed under write load on the %s database', (kind) => {
  it(`loses no acknowledged add in ${KILLS} kills`, { timeout: scaled(600_000) }, async () => {
    const env = await environmentFor(kind);
    const cutOff: CutOff[] = [];
    const acked = new Set<number>();
    for (let kill = 0; kill <= KILLS; kill += 1) {
      const server = await startServerProcess(env);
      const token = await signIn(server);
      // The adds cut off by the last kill, sent again with their keys (the client's retry after a lost answer).
      const cut: CutOff[] = cutOff.splice(0);
      for (const add of cut) expect((await addProject(server, token, add)).status).toBe(200);
      const listed = (await (
        await fetch(`${server.url}/api/projects`, { headers: jsonHeaders(token) })
      ).json()) as { id: number; project_code: string }[];
      const ids = new Set(listed.map((row) => row.id));
      expect([...acked].filter((id) => !ids.has(id))).toEqual([]);
      const codes = listed.map((row) => row.project_code);
      for (const { body } of cut) expect(codes.filter((code) => code === body.project_code)).toHaveLength(1);
      if (kill === KILLS) await server.stop();
      else await addUntilKilled(server, token, acked, cutOff);
    }
    expect(acked.size).toBeGreaterThanOrEqual(KILLS * ACKED_BEFORE_KILL);
  });
});
