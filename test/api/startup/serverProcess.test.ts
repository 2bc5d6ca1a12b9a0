// The real server process on a fresh data directory: a printed first password, private files, no env password later.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../serverProcess.ts';
import { scaled } from '../../timeouts.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-start-'));
const adminEmail = 'first@start.test';
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Starts `server/main.ts` on this test's data directory, as its first administrator. */
const startServer = (env: Record<string, string> = {}) =>
  startServerProcess({
    DATABASE_URL: '',
    TOKEN_SECRET: '',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: adminEmail,
    ...env,
  });

const login = (url: string, password: string) =>
  fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: adminEmail, password }),
  });

/** Every file and directory under `dir`, with its permission bits. */
function modes(dir: string): { file: string; mode: number }[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => {
    const file = path.join(dir, name);
    return { file, mode: fs.statSync(file).mode & 0o777 };
  });
}

describe('the server process', () => {
  it(
    'prints a generated first password once, keeps its files private, and never takes ADMIN_PASSWORD later',
    async () => {
      const first = await startServer();
      const printed = /with the password ([a-z2-9]{20})/.exec(first.output())?.[1] ?? '';
      expect(printed).not.toBe('');
      const signedIn = await login(first.url, printed);
      expect(signedIn.status).toBe(200);
      expect((await signedIn.json()).user.must_change_password).toBe(true);
      await first.stop();

      expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
      const open = modes(dataDir).filter(({ mode }) => (mode & 0o077) !== 0);
      expect(open).toEqual([]);

      const second = await startServer({ ADMIN_PASSWORD: 'from-the-environment' });
      try {
        expect(second.output()).not.toContain(printed);
        expect(second.output()).toContain(`Warning: ${adminEmail} still has a password the server printed`);
        expect((await login(second.url, 'from-the-environment')).status).toBe(401);
        expect((await login(second.url, printed)).status).toBe(200);
      } finally {
        await second.stop();
      }
    },
    scaled(120_000),
  );
});
