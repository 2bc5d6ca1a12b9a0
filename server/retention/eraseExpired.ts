// The retention rule: a record deleted longer ago than RETENTION_DAYS loses its personal data and photos.
import { resources } from '../../resources/index.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/connection.ts';
import { errorForLog } from '../http/logging.ts';
import { dueForErasure, eraseRecord } from './eraseRecord.ts';
import { personalDataOf, type PersonalData } from './personalData.ts';

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
}

/** The resources with personal fields, from the registry. */
const erasable: PersonalData[] = resources.flatMap((resource) => personalDataOf(resource) ?? []);

/** Erases every record due at `now`, one transaction each; a record that fails is logged and left for the next run. */
export async function eraseExpiredRecords(deps: RetentionDeps, now = new Date()) {
  const { db, config, log } = deps;
  const cutoff = new Date(now.getTime() - config.retentionDays * DAY_MS);
  const counts = { erased: 0, failed: 0 };
  for (const data of erasable) {
    const { table } = data;
    const due = await db.select({ id: table.id }).from(table).where(dueForErasure(data, cutoff));
    for (const { id } of due) {
      const recordId = Number(id);
      try {
        if (await eraseRecord(db, data, recordId, cutoff, now)) counts.erased += 1;
      } catch (error) {
        counts.failed += 1;
        const details = { resource: data.resource.name, recordId, err: errorForLog(error) };
        log.error(details, 'retention: could not erase a deleted record');
      }
    }
  }
  if (counts.erased || counts.failed)
    log.info(counts, 'retention: erased the personal data of deleted records');
  return counts;
}
