// SIGTERM to the real server process: new connections are refused, a request in flight completes, a shutdown
// backup is written, the database is closed and the process exits 0; a second signal stops it at once.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listBackups } from '../../../server/backup/backupFiles.ts';
import { startServerProcess } from '../serverProcess.ts';
import { scaled } from '../../timeouts.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-shutdown-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const admin = { email: 'admin@shutdown.test', password: 'shutdown-test-pass' };

/** Whether the server still takes a new connection: one of its own, never a kept-alive one. */
const acceptsConnections = (url: string) =>
  new Promise<boolean>((resolve) =>
    http
      .get(`${url}/api/healthz`, { agent: false }, (response) => {
        response.resume();
        resolve(true);
      })
      .on('error', () => resolve(false)),
  );

/** A sign-in whose headers the server has read (it answered 100 Continue) and whose body is still to come. */
async function signInInFlight(url: string) {
  const request = http.request(`${url}/api/login`, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', expect: '100-continue' },
  });
  const answered = new Promise<{ status?: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode, body }));
    });
    request.on('error', reject);
  });
  request.flushHeaders();
  await new Promise((resolve) => request.once('continue', resolve));
  return { finish: () => request.end(JSON.stringify(admin)), answered };
}

const startServer = () =>
  startServerProcess({
    DATABASE_URL: '',
    TOKEN_SECRET: '',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });

/** Resolves once the server takes no new connection. */
async function refusing(url: string) {
  while (await acceptsConnections(url)) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('the server process on SIGTERM', () => {
  it(
    'finishes the request in flight, writes a shutdown backup and exits 0',
    async () => {
      const server = await startServer();
      const { url, exited } = server;
      expect(await acceptsConnections(url)).toBe(true);

      const inFlight = await signInInFlight(url);

      server.kill('SIGTERM');
      await refusing(url);
      inFlight.finish();

      const { status, body } = await inFlight.answered;
      expect(status).toBe(200);
      expect(JSON.parse(body)).toHaveProperty('token');
      expect(await exited).toBe(0);
      expect(await listBackups(path.join(dataDir, 'backups'))).toContainEqual(
        expect.stringMatching(/-shutdown\.tar\.gz$/),
      );
      expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    },
    scaled(120_000),
  );

  it(
    'stops at once on a second signal, without waiting for the request in flight',
    async () => {
      const server = await startServer();
      const inFlight = await signInInFlight(server.url);
      inFlight.answered.catch(() => undefined); // its connection is cut: that is the point
      server.kill('SIGTERM');
      await refusing(server.url);
      server.kill('SIGINT');
      // Within the 10 s a request in flight would otherwise be given: the body was never sent.
      expect(await server.exited).toBe(1);
    },
    scaled(120_000),
  );
});
