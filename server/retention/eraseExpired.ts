// The retention rule: a record deleted longer ago than RETENTION_DAYS loses its personal data and photos, in
// the database's files too.
import type { PgTable } from 'drizzle-orm/pg-core';
import { resources } from '../../resources/index.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/connection.ts';
import { removeExpiredKeys } from '../http/idempotency.ts';
import { errorForLog } from '../http/logging.ts';
import { dueForErasure, eraseRecord } from './eraseRecord.ts';
import { appendErasure } from './erasureLog.ts';
import { personalDataOf, type PersonalData } from './personalData.ts';
import { reclaimErased } from './reclaimErased.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where the job reports; pino's logger fits. Details never carry personal data. */
export interface RetentionLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface RetentionDeps {
  db: Database;
  config: Pick<Config, 'retentionDays'>;
  log: RetentionLog;
  /** The embedded database's log of erasures (erasureLog.ts), which a restore applies again. */
  erasureLog?: string;
}

/** The resources with personal fields, from the registry. */
export const erasable: PersonalData[] = resources.flatMap((resource) => personalDataOf(resource) ?? []);

/**
 * Removes the idempotency keys past their days, then erases every record due at `now`, one transaction each; a record that fails is logged and left for the next
 * run. Then the tables that held erased values are rewritten without them (reclaimErased.ts).
 */
export async function eraseExpiredRecords(deps: RetentionDeps, now = new Date()) {
  const { db, config, log, erasureLog } = deps;
  const cutoff = new Date(now.getTime() - config.retentionDays * DAY_MS);
  const logErasure = erasureLog ? appendErasure.bind(null, erasureLog) : undefined;
  // Idempotency keys past their days go with their answers (server/http/idempotency.ts).
  const keys = await removeExpiredKeys(db, config.retentionDays, now);
  if (keys) log.info({ keys }, 'retention: removed expired idempotency keys');
  const counts = { erased: 0, failed: 0 };
  const touched: PgTable[] = [];
  for (const data of erasable) {
    const { table } = data;
    const due = await db.select({ id: table.id }).from(table).where(dueForErasure(data, cutoff));
    for (const { id } of due) {
      const recordId = Number(id);
      try {
        if (await eraseRecord(db, data, recordId, dueForErasure(data, cutoff), now, logErasure)) {
          counts.erased += 1;
          touched.push(table);
        }
      } catch (error) {
        counts.failed += 1;
        const details = { resource: data.resource.name, recordId, err: errorForLog(error) };
        log.error(details, 'retention: could not erase a deleted record');
      }
    }
  }
  if (counts.erased || counts.failed)
    log.info(counts, 'retention: erased the personal data of deleted records');
  if (counts.erased) {
    await reclaimErased(db, touched, (step, error) =>
      log.error({ step, err: errorForLog(error) }, 'retention: the database refused a step of the cleanup'),
    );
  }
  return counts;
}
