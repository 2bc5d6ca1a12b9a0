// The running server's backups: the newest BACKUP_KEEP kept, a backup that cannot be written reported by
// GET /api/healthz while every older one stays whole, backups named in the future ignored, and overdue ones told.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { backupName, listBackups } from '../../../server/backup/backupFiles.ts';
import { startBackupJob, type BackupStatus } from '../../../server/backup/backupJob.ts';
import { takeBackup } from '../../../server/backup/takeBackup.ts';
import type { DatabaseHandle } from '../../../server/db/connection.ts';
import { uploadsDir } from '../../../server/routes/photos/diskPhotos.ts';
import { openMemoryDatabase, testConfig } from '../testServer.ts';
import { scaled } from '../../timeouts.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const hashOf = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
const tempDirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-backup-job-'));
  tempDirs.push(dir);
  return dir;
};

describe('backups of the running server', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let url = '';
  const status: BackupStatus = { lastBackup: null };
  const health = async () => (await fetch(`${url}/api/healthz`)).json();
  beforeAll(async () => {
    database = await openMemoryDatabase();
    app = await buildApp({ db: database.db, config: testConfig(), backups: status, logger: false });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    tempDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
  });
  const source = () => ({ dumpDatabase: database.dumpDatabase!, dataDir: tempDir() });
  const jobOn = (backupDir: string, dataDir = tempDir(), log = app.log) =>
    startBackupJob({
      dumpDatabase: database.dumpDatabase!,
      dataDir,
      config: { backupDir, backupKeep: 14, backupHours: 24, retentionDays: 45 },
      status,
      log,
    });
  /** A backup file as the job names them, `hoursAgo` before now (negative: in the future). */
  const backupFileOf = (backupDir: string, hoursAgo: number) => {
    const name = backupName(new Date(Date.now() - hoursAgo * 60 * 60 * 1000), 'scheduled');
    fs.writeFileSync(path.join(backupDir, name), 'an older backup');
    return name;
  };
  /** Resolves once the job has read the folder and taken `name` for the newest backup. */
  const newestIs = (name: string) =>
    expect
      .poll(() => status.lastBackup && backupName(status.lastBackup, 'scheduled'), {
        timeout: scaled(10_000),
      })
      .toBe(name);

  it('takes no backup named in the future for the newest, and warns of it once by name', async () => {
    const backupDir = tempDir();
    const past = backupFileOf(backupDir, 3);
    const future = backupFileOf(backupDir, -24 * 365 * 70);
    const warnings: string[] = [];
    const log = Fastify({
      logger: { level: 'warn', stream: { write: (line: string) => warnings.push(JSON.parse(line).msg) } },
    }).log;
    const job = jobOn(backupDir, tempDir(), log);
    await newestIs(past);
    expect(warnings).toEqual([
      expect.stringContaining(`backup: ${future} in ${backupDir} dated in the future`),
    ]);
    expect(await job.stop()).toBe(true);
    expect(await listBackups(backupDir)).toEqual([expect.stringMatching(/-shutdown\.tar\.gz$/), past]);
    expect(fs.readdirSync(backupDir)).toContain(future);
    expect(warnings).toHaveLength(1);
  });

  it('tells GET /api/healthz that backups are overdue past twice BACKUP_HOURS, and ok once one is taken', async () => {
    const backupDir = tempDir();
    const job = jobOn(backupDir);
    await newestIs(backupFileOf(backupDir, 49));
    expect(await health()).toMatchObject({ status: 'ok', backup: 'overdue' });
    expect(await job.backUp('manual')).toBe(true);
    expect(await health()).toMatchObject({ status: 'ok', backup: 'ok' });
    await job.stop();
  });

  it('keeps the newest BACKUP_KEEP backups and leaves other files in the folder alone', async () => {
    const backupDir = tempDir();
    fs.writeFileSync(path.join(backupDir, 'notes.txt'), 'kept');
    const taken: string[] = [];
    for (let i = 0; i < 3; i++)
      taken.push((await takeBackup(source(), { backupDir, keep: 2, maxAgeDays: 45 }, 'manual')).file);
    expect(await listBackups(backupDir)).toEqual([taken[2], taken[1]].map((file) => path.basename(file)));
    expect(fs.readdirSync(backupDir).sort()).toEqual([...(await listBackups(backupDir)), 'notes.txt'].sort());
  });

  it('removes the backups older than RETENTION_DAYS, however few there are', async () => {
    const backupDir = tempDir();
    // A minute ago, not a fixed date: a backup named after the real now is in the future, ignored by the pruning.
    const at = new Date(Date.now() - 60_000);
    const daysBefore = (days: number) => backupName(new Date(at.getTime() - days * DAY_MS), 'scheduled');
    for (const days of [90, 45.5, 44, 1]) fs.writeFileSync(path.join(backupDir, daysBefore(days)), '');
    const { file } = await takeBackup(source(), { backupDir, keep: 14, maxAgeDays: 45 }, 'manual', at);
    expect(await listBackups(backupDir)).toEqual([path.basename(file), daysBefore(1), daysBefore(44)]);
  });

  it('reports a backup that fails after its file was begun by GET /api/healthz, and leaves the older ones whole', async () => {
    const [backupDir, dataDir] = [tempDir(), tempDir()];
    const job = jobOn(backupDir, dataDir);
    expect(await job.backUp('manual')).toBe(true);
    const older = await listBackups(backupDir);
    const olderHash = hashOf(path.join(backupDir, older[0]));
    expect(await health()).toEqual({
      status: 'ok',
      database: 'ok',
      lastBackup: status.lastBackup?.toISOString(),
      backup: 'ok',
    });

    // The upload folder cannot be read: the new file has been begun, the database is in it.
    fs.writeFileSync(uploadsDir(dataDir), 'not a folder');
    expect(await job.backUp('scheduled')).toBe(false);
    expect(await job.stop()).toBe(false);
    const answer = await health();
    expect(answer).toMatchObject({ status: 'ok', lastBackup: status.lastBackup?.toISOString() });
    expect(answer.lastBackup).not.toBeNull();
    expect(answer.backupError).toMatch(
      /^A backup could not be written at \S+ \(ENOTDIR\); the server log says why\.$/,
    );
    expect(fs.readdirSync(backupDir)).toEqual(older);
    expect(hashOf(path.join(backupDir, older[0]))).toBe(olderHash);
  });

  it('reports a backup folder that is not a folder', async () => {
    const notAFolder = path.join(tempDir(), 'backups');
    fs.writeFileSync(notAFolder, 'a file');
    const job = jobOn(notAFolder);
    expect(await job.stop()).toBe(false);
    expect((await health()).backupError).toMatch(/^A backup could not be written at \S+ \(EEXIST\)/);
    expect(fs.readFileSync(notAFolder, 'utf8')).toBe('a file');
  });
});
