// A change to a record, its audit row and its list's new version in one statement: one round trip to the
// database instead of three (each costs a few hundred microseconds on the embedded one), still all or nothing.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { resources } from '../../../resources/index.ts';
import { PLACE_TABLES, sessionsChange } from '../../auth/sessionChanges.ts';
import { auditLog, idempotencyKeys, listVersions } from '../../db/schema.ts';
import type { AuditEntry } from './audit.ts';
import type { Transaction } from '../../db/connection.ts';
import type { ListVersion } from './listVersions.ts';

/** The resources whose table a session's place is read from (users, programs, projects). */
const placeResources = new Set(
  resources.filter((resource) => PLACE_TABLES.has(resource.table)).map((r) => r.name),
);

export interface RecordedChange {
  id: number;
  /** The record's own version after the change, when the change returns it (an edit's ETag). */
  recordVersion: number;
  /** The list's version after this change, to tell this server once the transaction has committed. */
  version: ListVersion;
}

type ChangedRow = {
  id: number;
  version?: number | string;
  list_epoch: string | null;
  list_version: number | string | null;
};

/** The list's version when it had no row yet (an upsert: a plain update, as above, is a third of its cost). */
async function firstListVersion(tx: Transaction, resource: string) {
  const { rows } = (await tx.execute(sql`
    insert into ${listVersions} (resource, version) values (${resource}, 1)
    on conflict (resource) do update set version = ${listVersions}.version + 1
    returning epoch as list_epoch, version as list_version`)) as unknown as { rows: ChangedRow[] };
  return rows[0];
}

/**
 * Runs `change` (an insert, update or delete of one record that returns `{ id }`), audits it and bumps the
 * resource's list version; undefined when the change touched no row (nothing is audited or bumped then). An
 * edit, delete or restore in a table a session's place is read from ends what servers' caches hold of sessions,
 * at its commit.
 * @example recordedChange(tx, tx.update(projects).set(row).where(...).returning({ id: projects.id }), entry)
 */
export async function recordedChange(
  tx: Transaction,
  change: SQLWrapper,
  entry: AuditEntry,
  /** An Idempotency-Key's row made from `changed`, kept in the same statement (OnceWrite.keyRow). */
  keyRow?: (changed: SQL) => SQL,
): Promise<RecordedChange | undefined> {
  const keyed = keyRow
    ? sql`, keyed as (insert into ${idempotencyKeys} (user_id, key, fingerprint, status, answer, etag) ${keyRow(sql`changed`)})`
    : sql``;
  // The change goes in as its bare SQL: drizzle puts an embedded query builder in parentheses, which PostgreSQL
  // refuses around an insert or update. pg and PGlite both answer { rows }; pg sends the bigint version as text.
  const result = (await tx.execute(sql`
    with changed as (${change.getSQL()}),
    audited as (
      insert into ${auditLog} (user_id, resource, record_id, action, changes)
      select ${entry.userId}, ${entry.resource}, changed.id, ${entry.action}, ${JSON.stringify(entry.changes)}::jsonb
      from changed
    ),
    bumped as (
      update ${listVersions} set version = ${listVersions}.version + 1
      where resource = ${entry.resource} and exists (select from changed)
      returning epoch, version
    )${keyed}
    select changed.*, bumped.epoch as list_epoch, bumped.version as list_version
    from changed left join bumped on true`)) as unknown as { rows: ChangedRow[] };
  const [row] = result.rows;
  // The seed gives every resource its version's row; one missing still (a database restored from before) is made.
  if (row && row.list_epoch === null) Object.assign(row, await firstListVersion(tx, entry.resource));
  // A record just added holds no one's place yet (no user names it, a new user has no session).
  if (row && entry.action !== 'add' && placeResources.has(entry.resource)) await sessionsChange(tx);
  return (
    row && {
      id: Number(row.id),
      recordVersion: Number(row.version ?? 1),
      version: { epoch: row.list_epoch as string, version: Number(row.list_version) },
    }
  );
}
