// GET /api/healthz, public, for monitors and load balancers: whether the database answers, and the backups' state.
// It names no record, user or path. Not /api/health: that is the contract's list of health workers (SPEC 7).
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { BackupStatus } from '../backup/backupJob.ts';
import type { Database } from '../db/connection.ts';
import type { ApiRoutes } from '../http/apiRoutes.ts';
import { routeSchema } from '../openapi/routeSchema.ts';

/** The answer, 200 or 503 alike, but for the database's state. */
const healthOf = (state: 'ok' | 'unavailable') =>
  z.object({
    status: z.literal(state),
    database: z.literal(state),
    lastBackup: z.string().meta({ format: 'date-time' }).nullable(),
    backup: z.enum(['ok', 'overdue']).optional().meta({
      description: 'The embedded database only: overdue when no backup is younger than twice BACKUP_HOURS',
    }),
    backupError: z.string().optional(),
  });

const health = routeSchema({
  tag: 'operations',
  summary: 'Whether the database answers, and when the last backup was taken',
  answer: healthOf('ok'),
  failures: { 503: { meaning: 'The database does not answer', answer: healthOf('unavailable') } },
});

/** A database that has not answered `select 1` within this time counts as unavailable. */
export const DATABASE_WAIT_MS = 5000;

async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(resolve, DATABASE_WAIT_MS, false)));
  const answered = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether backups are overdue: the newest (or, before the first, the backup job's start) is older than twice
 * BACKUP_HOURS. Undefined where no backup job runs (PostgreSQL). The server still answers 200: it is alive, and a
 * load balancer must not take it out for this; a monitor reads the field.
 */
export function backupState(backups: BackupStatus | undefined, backupHours: number, now: Date) {
  if (!backups?.since) return undefined;
  const from = backups.lastBackup ?? backups.since;
  return now.getTime() - from.getTime() > 2 * backupHours * 60 * 60 * 1000 ? 'overdue' : 'ok';
}

export const serverHealthRoutes: ApiRoutes = (api, { db, config, backups }) => {
  api.get('/healthz', { schema: health, config: { public: true } }, async (_request, reply) => {
    const state = (await databaseAnswers(db)) ? 'ok' : 'unavailable';
    reply.status(state === 'ok' ? 200 : 503).header('cache-control', 'no-store');
    const backup = backupState(backups, config.backupHours, new Date());
    return {
      status: state,
      database: state,
      lastBackup: backups?.lastBackup?.toISOString() ?? null,
      ...(backup && { backup }),
      ...(backups?.error && { backupError: backups.error }),
    };
  });
};
