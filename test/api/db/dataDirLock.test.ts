// One server per embedded data directory: a second one refuses to start, and the lock goes with the first.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../server/db/connection.ts';

describe('the data directory lock', () => {
  let dataDir: string;
  let first: DatabaseHandle;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-lock-'));
    first = await openDatabase({ embedded: dataDir });
  });
  afterAll(async () => {
    await first?.close().catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('makes a second server on the same DATA_DIR exit non-zero with a clear message', () => {
    const second = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain(
      `The data directory ${dataDir} is in use by another server (process ${process.pid})`,
    );
  });

  it('is released when the first closes its database, so the directory opens again', async () => {
    await first.close();
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    first = await openDatabase({ embedded: dataDir });
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(true);
  });
});
