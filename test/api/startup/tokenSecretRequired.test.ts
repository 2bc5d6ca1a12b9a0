// The server process refuses to start on PostgreSQL without TOKEN_SECRET, saying why in one line.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runServerToExit } from '../serverProcess.ts';
import { scaled } from '../../timeouts.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-secret-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('a server on PostgreSQL without TOKEN_SECRET', () => {
  it(
    'exits with one line naming TOKEN_SECRET and DATABASE_URL',
    async () => {
      // Nothing listens there: the configuration is refused before any connection is tried.
      const { code, output } = await runServerToExit({
        DATA_DIR: dataDir,
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/outreach',
        TOKEN_SECRET: '',
      });
      expect(code).toBe(1);
      expect(output.trim().split('\n')).toEqual([expect.stringMatching(/^TOKEN_SECRET .*DATABASE_URL/)]);
    },
    scaled(60_000),
  );
});
