// The running server's backups of the embedded database: every BACKUP_HOURS and at shutdown. A backup that
// fails is logged as an error and kept in the status that GET /api/healthz shows, until one succeeds.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { errorForLog } from '../http/logging.ts';
import { backupTime, readBackupFolder, type BackupReason } from './backupFiles.ts';
import { takeBackup, type BackupSource } from './takeBackup.ts';

/** What the health endpoint tells of backups; the job writes it, the route reads it. */
export interface BackupStatus {
  lastBackup: Date | null;
  /** Why the latest attempt failed, without paths (the log has them). */
  error?: string;
  /** When the backup job started (none runs on PostgreSQL): with no backup yet, one is due from then. */
  since?: Date;
}

export interface BackupJobDeps extends BackupSource {
  config: Pick<Config, 'backupDir' | 'backupKeep' | 'backupHours' | 'retentionDays'>;
  status: BackupStatus;
  log: FastifyBaseLogger;
}

export interface BackupJob {
  /** Takes a backup once the one under way has ended; false when it failed (logged, and in the status). */
  backUp(reason: BackupReason): Promise<boolean>;
  /** No scheduled backup starts any more; the one under way ends, then the shutdown backup is taken. */
  stop(): Promise<boolean>;
}

/** The first scheduled backup is never sooner than this after start, so that it does not slow the start. */
export const FIRST_BACKUP_MS = 60 * 1000;

/** The status's error: what failed, when, and the system's code; paths and details go to the log only. */
const failureText = (what: string, error: unknown) =>
  `${what} at ${new Date().toISOString()} (${(error as NodeJS.ErrnoException).code ?? (error as Error).name}); ` +
  'the server log says why.';

export function startBackupJob({ config, status, log, ...source }: BackupJobDeps): BackupJob {
  const target = { backupDir: config.backupDir, keep: config.backupKeep, maxAgeDays: config.retentionDays };
  const everyMs = config.backupHours * 60 * 60 * 1000;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  // One step at a time, so that a slow backup never overlaps the next.
  let queue = Promise.resolve(true);
  const run = (what: string, step: () => Promise<void>) =>
    (queue = queue.then(async () => {
      try {
        await step();
        return true;
      } catch (error) {
        status.error = failureText(what, error);
        log.error({ err: errorForLog(error), backupDir: target.backupDir }, `backup: ${what.toLowerCase()}`);
        return false;
      }
    }));
  const backUp = (reason: BackupReason) =>
    run('A backup could not be written', async () => {
      status.lastBackup = (await takeBackup(source, target, reason)).at;
      delete status.error;
    });
  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => void backUp('scheduled').then(() => schedule(everyMs)), delayMs).unref();
  };
  status.since = new Date();
  // The newest backup in the folder, whoever took it, sets the time of the next one; one dated in the future
  // does not (it would hold the schedule back until its date).
  void run('The backup folder could not be read', async () => {
    const { backups, future } = await readBackupFolder(target.backupDir);
    if (future.length)
      log.warn(
        `backup: ${future.join(', ')} in ${target.backupDir} dated in the future, ignored (is the clock right?)`,
      );
    status.lastBackup = backups.length ? (backupTime(backups[0]) ?? null) : null;
  }).then(() => {
    const dueMs = status.lastBackup ? status.lastBackup.getTime() + everyMs - Date.now() : 0;
    schedule(Math.max(FIRST_BACKUP_MS, dueMs));
  });
  return {
    backUp,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      return backUp('shutdown');
    },
  };
}
