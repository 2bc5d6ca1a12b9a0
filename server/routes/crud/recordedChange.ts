// A change to a record, its audit row and its list's new version (and an Idempotency-Key's answer) in one
// statement: one round trip to the database instead of several, still all or nothing.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { resources } from '../../../resources/index.ts';
import { PLACE_TABLES, sessionsChange } from '../../auth/sessionChanges.ts';
import { auditLog, idempotencyKeys, listVersions } from '../../db/schema.ts';
import type { KeyValues } from '../../http/idempotency.ts';
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

/** Each value as itself, or as a placeholder filled at each run (a statement built once: addStatements.ts). */
type Valued<T> = { [K in keyof T]: T[K] | SQLWrapper };
/** The audit row's values, its changes as JSON text. */
export type EntryValues = Valued<Omit<AuditEntry, 'changes'> & { changes: string }>;

export type ChangedRow = {
  id: number;
  version?: number | string;
  list_epoch: string | null;
  list_version: number | string | null;
};

/**
 * The statement of a change (an insert, update or delete of one record that returns `{ id }`): it audits it, bumps
 * the resource's list version and keeps an Idempotency-Key's answer (made from the new id) when given one.
 */
export function changeStatement(change: SQLWrapper, entry: EntryValues, key?: Valued<KeyValues>): SQL {
  const keyed = key
    ? sql`, keyed as (insert into ${idempotencyKeys} (user_id, key, fingerprint, status, answer, etag)
        select ${key.userId}::integer, ${key.key}::text, ${key.fingerprint}::text, ${key.status}::smallint,
          ${key.answer}::jsonb || jsonb_build_object(${key.idKey}::text, changed.id), ${key.etag}::text
        from changed)`
    : sql``;
  // The change goes in as its bare SQL: drizzle puts an embedded query builder in parentheses, which PostgreSQL
  // refuses around an insert or update. pg and PGlite both answer { rows }; pg sends the bigint version as text.
  return sql`
    with changed as (${change.getSQL()}),
    audited as (
      insert into ${auditLog} (user_id, resource, record_id, action, changes)
      select ${entry.userId}::integer, ${entry.resource}::text, changed.id, ${entry.action}::text,
        ${entry.changes}::jsonb
      from changed
    ),
    bumped as (
      update ${listVersions} set version = ${listVersions}.version + 1
      where resource = ${entry.resource}::text and exists (select from changed)
      returning epoch, version
    )${keyed}
    select changed.*, bumped.epoch as list_epoch, bumped.version as list_version
    from changed left join bumped on true`;
}

/** The list's version when it had no row yet (an upsert: a plain update, as above, is a third of its cost). */
async function firstListVersion(tx: Transaction, resource: string) {
  const { rows } = (await tx.execute(sql`
    insert into ${listVersions} (resource, version) values (${resource}, 1)
    on conflict (resource) do update set version = ${listVersions}.version + 1
    returning epoch as list_epoch, version as list_version`)) as unknown as { rows: ChangedRow[] };
  return rows[0];
}

/**
 * What a change's statement answered, or undefined when it touched no row (nothing is audited or bumped then).
 * The seed gives every resource its version's row; one missing still (a database restored from before) is made.
 */
export async function changeOf(
  tx: Transaction,
  resource: string,
  row: ChangedRow | undefined,
): Promise<RecordedChange | undefined> {
  if (!row) return undefined;
  if (row.list_epoch === null) Object.assign(row, await firstListVersion(tx, resource));
  return {
    id: Number(row.id),
    recordVersion: Number(row.version ?? 1),
    version: { epoch: row.list_epoch as string, version: Number(row.list_version) },
  };
}

/**
 * Runs `change`, audits it and bumps the resource's list version (see changeStatement). An edit, delete or restore
 * in a table a session's place is read from ends what servers' caches hold of sessions, at its commit.
 * @example recordedChange(tx, tx.update(projects).set(row).where(...).returning({ id: projects.id }), entry)
 */
export async function recordedChange(
  tx: Transaction,
  change: SQLWrapper,
  entry: AuditEntry,
): Promise<RecordedChange | undefined> {
  const statement = changeStatement(change, { ...entry, changes: JSON.stringify(entry.changes) });
  const { rows } = (await tx.execute(statement)) as unknown as { rows: ChangedRow[] };
  // A record just added holds no one's place yet (no user names it, a new user has no session).
  if (rows[0] && entry.action !== 'add' && placeResources.has(entry.resource)) await sessionsChange(tx);
  return changeOf(tx, entry.resource, rows[0]);
}
