// An add's one statement (record, audit, list version, and a key's answer), built by drizzle once for each set of
// columns an add writes, then run with each add's values: building it was a fifth of an add's work on the HTTP
// thread (docs/performance.md).
import { fillPlaceholders, sql, type Query, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { groupedQueryOf, type Database, type Transaction } from '../../db/connection.ts';
import type { ResourceTable } from '../../db/tables.ts';
import type { KeyValues } from '../../http/idempotency.ts';
import { changeOf, changeStatement, type ChangedRow, type RecordedChange } from './recordedChange.ts';

type Row = Record<string, unknown>;

const dialect = new PgDialect();
/** Names no column has: a column is a plain identifier. */
const USER = '$user';
const CHANGES = '$changes';
const keyFields = ['userId', 'key', 'fingerprint', 'status', 'answer', 'idKey', 'etag'] as const;
const keyPlaceholders = Object.fromEntries(
  keyFields.map((field) => [field, sql.placeholder(`$key.${field}`)]),
) as unknown as Record<keyof KeyValues, SQLWrapper>;

export interface AddValues {
  row: Row;
  userId: number;
  /** The audit row's changes. */
  changes: Row;
  key?: KeyValues;
}

/**
 * @example const add = addStatements(db, projects, 'project'); const change = await add({ row, userId, changes });
 */
export function addStatements(db: Database, table: ResourceTable, resource: string) {
  const built = new Map<string, Query>();
  const statementOf = (columns: string[], keyed: boolean): Query => {
    const shape = `${columns.join()}|${keyed}`;
    let query = built.get(shape);
    if (!query) {
      const values = Object.fromEntries(columns.map((column) => [column, sql.placeholder(column)]));
      const user = sql.placeholder(USER);
      const insert = db
        .insert(table)
        .values({ ...values, created_by: user, updated_by: user })
        .returning({ id: table.id });
      const entry = { userId: user, resource, action: 'add' as const, changes: sql.placeholder(CHANGES) };
      query = dialect.sqlToQuery(changeStatement(insert, entry, keyed ? keyPlaceholders : undefined));
      built.set(shape, query);
    }
    return query;
  };
  /** Writes the add as one statement (its commit shared with others sent at once: db/commitGroups.ts). */
  return async ({ row, userId, changes, key }: AddValues): Promise<RecordedChange> => {
    const query = statementOf(Object.keys(row).sort(), Boolean(key));
    const keyValues = key ? Object.fromEntries(keyFields.map((field) => [`$key.${field}`, key[field]])) : {};
    const params = fillPlaceholders(query.params, {
      ...row,
      ...keyValues,
      [USER]: userId,
      [CHANGES]: JSON.stringify(changes),
    });
    const { rows } = (await groupedQueryOf(db)(query.sql, params)) as { rows: ChangedRow[] };
    const change = await changeOf(db as Transaction, resource, rows[0]);
    if (!change) throw new Error(`The insert into ${table} returned no row`);
    return change;
  };
}
