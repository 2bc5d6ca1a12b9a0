// npm run db:backup and db:restore: refused while a server holds the data directory, one clear line for a file
// that is not a whole backup, and a full disk that leaves no partial backup and every older one whole.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backUpDataDir } from '../../../server/backup/backUpDataDir.ts';
import { listBackups } from '../../../server/backup/backupFiles.ts';
import { uploadsDir } from '../../../server/routes/photos/diskPhotos.ts';
import { startDataDirServer } from './dataDirServer.ts';
import { snapshot } from './dataSnapshot.ts';
import { scaled } from '../../timeouts.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-commands-'));
const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-command-backups-'));
afterAll(() => [dataDir, backupDir].forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const env = {
  ...process.env,
  DATABASE_URL: '',
  DATA_DIR: dataDir,
  BACKUP_DIR: backupDir,
  TOKEN_SECRET: 'x'.repeat(32),
};

/** `npm run SCRIPT -- ARGS`, under a limit on the size of any file it writes when given (a full disk, as a write sees it). */
function npmRun(script: string, args: string[] = [], fileSizeLimit?: number) {
  const command = ['npm', 'run', '--silent', script, '--', ...args];
  const [file, ...rest] = fileSizeLimit ? ['prlimit', `--fsize=${fileSizeLimit}`, ...command] : command;
  const child = spawn(file, rest, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let [out, err] = ['', ''];
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (err += chunk));
  // What it printed, without npm's own warnings about the machine's npm settings.
  const lines = (text: string) => text.split('\n').filter((line) => line && !/^npm warn/i.test(line));
  return new Promise<{ code: number | null; out: string[]; err: string[] }>((resolve) =>
    child.on('close', (code) => resolve({ code, out: lines(out), err: lines(err) })),
  );
}

// Each test runs the commands up to five times, each a new npm and TypeScript process: beside the other suites on two
// cores, one test took over the suite's minute once (and the next then met its commands still running).
describe('the backup and restore commands', { timeout: scaled(240_000) }, () => {
  it('refuse while a server holds the data directory', async () => {
    const server = await startDataDirServer(dataDir);
    try {
      const backup = await npmRun('db:backup');
      expect(backup.code).toBe(1);
      expect(backup.err).toEqual([
        expect.stringMatching(/^Backup failed: The data directory .* is in use by another server/),
      ]);
      const restore = await npmRun('db:restore', [path.join(backupDir, 'any.tar.gz')]);
      expect(restore.code).toBe(1);
      expect(restore.err).toEqual([
        expect.stringMatching(
          /^Restore refused, the current data is untouched: The data directory .* is in use/,
        ),
      ]);
    } finally {
      await server.close();
    }
    expect(await listBackups(backupDir)).toEqual([]);
  });

  it('back up, refuse a truncated copy in one line with the data untouched, and restore the whole file', async () => {
    const backup = await npmRun('db:backup');
    expect(backup.code).toBe(0);
    const [file] = await listBackups(backupDir);
    expect(backup.out).toEqual([`Backup written: ${path.join(backupDir, file)}`]);
    const truncated = path.join(os.tmpdir(), `truncated-${file}`);
    const whole = fs.readFileSync(path.join(backupDir, file));
    fs.writeFileSync(truncated, whole.subarray(0, whole.length - 100));
    const current = snapshot(dataDir);
    try {
      const refused = await npmRun('db:restore', [truncated]);
      expect(refused.code).toBe(1);
      expect(refused.err).toEqual([
        expect.stringMatching(
          /^Restore refused, the current data is untouched: \S+ is cut short or damaged \(.+\)\.$/,
        ),
      ]);
      expect(snapshot(dataDir)).toEqual(current);
    } finally {
      fs.rmSync(truncated);
    }
    const restored = await npmRun('db:restore', [path.join(backupDir, file)]);
    expect(restored.code).toBe(0);
    expect(restored.out).toEqual([`Restored ${path.join(backupDir, file)} into ${dataDir}.`]);
  });

  it("refuse garbage and another installation's backup in one line, and restore the latter with --force", async () => {
    const garbage = path.join(os.tmpdir(), `garbage-${crypto.randomBytes(4).toString('hex')}.tar.gz`);
    fs.writeFileSync(garbage, crypto.randomBytes(2048));
    const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-other-installation-'));
    try {
      const refusedGarbage = await npmRun('db:restore', [garbage]);
      expect(refusedGarbage).toMatchObject({ code: 1, out: [] });
      expect(refusedGarbage.err).toEqual([
        `Restore refused, the current data is untouched: ${garbage} is not an Outreach MIS backup.`,
      ]);
      await (await startDataDirServer(otherDir)).close();
      const other = await backUpDataDir(otherDir, { backupDir: otherDir, keep: 1, maxAgeDays: 45 });
      const current = snapshot(dataDir);
      // Its standard input is no terminal: nobody can be asked.
      const refused = await npmRun('db:restore', [other]);
      expect(refused.code).toBe(1);
      expect(refused.err).toEqual([
        expect.stringMatching(
          /^Restore refused, the current data is untouched: \S+ is a backup of another installation \(taken \S+\): restoring it would replace every account and record here\. Run it again with --force to restore it\.$/,
        ),
      ]);
      expect(snapshot(dataDir)).toEqual(current);
      const forced = await npmRun('db:restore', [other, '--force']);
      expect(forced.code).toBe(0);
      expect(forced.out).toEqual([`Restored ${other} into ${dataDir}.`]);
    } finally {
      fs.rmSync(garbage);
      fs.rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it('leave no partial backup and every older one whole when the disk fills up', async () => {
    const older = snapshot(backupDir);
    expect(older).toHaveLength(1);
    // 24 MiB that do not compress, against a limit above the database's largest file (a 16 MiB log segment).
    fs.mkdirSync(uploadsDir(dataDir), { recursive: true });
    // A photo's name: the backup takes the folder's photos only.
    const filler = `${'f'.repeat(32)}.png`;
    fs.writeFileSync(path.join(uploadsDir(dataDir), filler), crypto.randomBytes(24 * 1024 * 1024));
    const full = await npmRun('db:backup', [], 20 * 1024 * 1024);
    expect(full.code).toBe(1);
    expect(full.err).toEqual([expect.stringMatching(/^Backup failed: EFBIG/)]);
    expect(snapshot(backupDir)).toEqual(older);
  });
});
