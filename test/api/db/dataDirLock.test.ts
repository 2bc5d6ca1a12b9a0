// One server per embedded data directory: a second one refuses to start, and the lock goes with the first; a lock
// naming a live process that is not the server which took it (its pid reused) is taken over with a warning.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../server/db/connection.ts';
import { acquireDataDirLock, DataDirLockedError, processStartTime } from '../../../server/db/dataDirLock.ts';
import { scaled } from '../../timeouts.ts';

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
      timeout: scaled(60_000),
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

describe('a lock left behind', () => {
  /** A live process that is no server: what a leftover lock's pid may name once the system reuses it. */
  let unrelated: ChildProcess;
  const dirs: string[] = [];
  /** A data directory whose server.lock holds `content`. */
  const lockedDir = (content: string) => {
    dirs.push(fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-lock-left-')));
    fs.writeFileSync(path.join(dirs.at(-1) as string, 'server.lock'), content);
    return dirs.at(-1) as string;
  };
  const lockOf = (dir: string) => fs.readFileSync(path.join(dir, 'server.lock'), 'utf8');
  /** Takes the lock, answering the warnings it gave. */
  const take = (dir: string) => {
    const warnings: string[] = [];
    acquireDataDirLock(dir, (line) => warnings.push(line))();
    return warnings;
  };
  // Where /proc tells (Linux); elsewhere a live pid keeps the lock, as before.
  const procTells = processStartTime(process.pid) !== undefined;

  beforeAll(() => {
    unrelated = spawn('sleep', ['30'], { stdio: 'ignore' });
  });
  afterAll(() => {
    unrelated.kill();
    dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
  });

  it('is taken over, with one warning naming it, when its pid is now a live process of another program', () => {
    const dir = lockedDir(`${unrelated.pid}\n`);
    if (!procTells) {
      expect(() => take(dir)).toThrow(DataDirLockedError);
      return;
    }
    expect(take(dir)).toEqual([
      `${path.join(dir, 'server.lock')} names process ${unrelated.pid}, but it is not a Node.js process: the lock is taken over.`,
    ]);
  });

  it('is taken over when its process started after the lock was taken (a reused pid)', () => {
    const dir = lockedDir(`${unrelated.pid}\n1\n`);
    const warnings = take(dir);
    expect(warnings).toEqual(
      procTells ? [expect.stringContaining('it started after the lock was taken')] : [],
    );
  });

  it('is refused while the process that took it still runs', () => {
    const dir = lockedDir(`${unrelated.pid}\n${processStartTime(unrelated.pid as number) ?? ''}\n`);
    expect(() => take(dir)).toThrow(`is in use by another server (process ${unrelated.pid})`);
    expect(lockOf(dir)).toContain(String(unrelated.pid));
  });

  it('names this process and its start time once taken', () => {
    dirs.push(fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-lock-new-')));
    const dir = dirs.at(-1) as string;
    const release = acquireDataDirLock(dir);
    expect(lockOf(dir).trim().split('\n')).toEqual(
      [process.pid, processStartTime(process.pid)].filter(Boolean).map(String),
    );
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });
});
