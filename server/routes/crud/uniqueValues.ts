// A unique field's value (a project's code) no other live record holds, compared without case and surrounding
// spaces: checked in the write's transaction under a lock per value, so two writes of one code at the same moment
// take turns, whether or not the index is there yet (server/db/uniqueIndexes.ts); the index is the last word.
import { and, getTableColumns, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  payloadKeyOf,
  UNIQUE_MESSAGE,
  uniqueFieldsOf,
  uniqueKeyOf,
  type FieldConfig,
  type ResourceConfig,
  type Values,
} from '../../../resources/index.ts';
import type { Database, Transaction } from '../../db/connection.ts';
import { missingUniqueIndexes, uniqueIndexes } from '../../db/uniqueIndexes.ts';
import { tableOf, type ResourceTable } from '../../db/tables.ts';
import type { Reader } from './references.ts';
import { constraintOf, isUniqueViolation, VALIDATION_MESSAGE } from '../../http/errorHandler.ts';
import { HttpError } from '../../http/httpError.ts';

const takenError = (fields: FieldConfig[]) =>
  new HttpError(
    422,
    VALIDATION_MESSAGE,
    Object.fromEntries(fields.map((field) => [payloadKeyOf(field), UNIQUE_MESSAGE])),
  );

/**
 * Refuses (422 on the field) a unique value another live record holds. On an edit (`before` is the stored row) a
 * value kept as it was is not checked again, so a record among duplicates made before the rule still saves.
 */
export async function refuseTakenValues(
  tx: Transaction,
  resource: ResourceConfig,
  table: ResourceTable,
  values: Values,
  before?: Values & { id?: number },
) {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const taken: FieldConfig[] = [];
  for (const field of uniqueFieldsOf(resource)) {
    const key = uniqueKeyOf(values[field.name]);
    if (key === undefined || (before && uniqueKeyOf(before[field.name]) === key)) continue;
    // One writer of a value at a time, on every server: the next one's check sees the first one's row.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`unique:${resource.table}.${field.name}:${key}`}))`,
    );
    const column = columns[field.name];
    const [holder] = await tx
      .select({ id: table.id })
      .from(table)
      .where(
        and(
          isNull(table.deleted_at),
          sql`lower(btrim(${column})) = ${key}`,
          before?.id === undefined ? undefined : ne(table.id, before.id),
        ),
      )
      .limit(1);
    if (holder) taken.push(field);
  }
  if (taken.length) throw takenError(taken);
}

/**
 * The live records holding any of these values of a unique field, in any area (an import's preview marks the rows
 * the write would refuse): record ids by the compared value.
 */
export async function holdersOf(
  reader: Reader,
  resource: ResourceConfig,
  field: FieldConfig,
  keys: string[],
): Promise<Map<string, number[]>> {
  const holders = new Map<string, number[]>();
  if (!keys.length) return holders;
  const table = tableOf(resource.table);
  const column = (getTableColumns(table) as Record<string, PgColumn>)[field.name];
  const key = sql<string>`lower(btrim(${column}))`;
  const rows = await reader
    .select({ id: table.id, key })
    .from(table)
    .where(and(isNull(table.deleted_at), inArray(key, keys)));
  for (const row of rows) holders.set(row.key, [...(holders.get(row.key) ?? []), Number(row.id)]);
  return holders;
}

/** A unique index's refusal (server/db/uniqueIndexes.ts) as the field's 422; undefined for any other error. */
export function takenValueError(resource: ResourceConfig, error: unknown): HttpError | undefined {
  if (!isUniqueViolation(error)) return undefined;
  const constraint = constraintOf(error);
  const fields = uniqueFieldsOf(resource).filter((f) => constraint === `${resource.table}_${f.name}_unique`);
  return fields.length ? takenError(fields) : undefined;
}

const indexedNames = new WeakMap<Database, Promise<Set<string>>>();

/**
 * Whether every unique field of the resource has its index in this database, read at the first write (after the
 * start has made the indexes it could) and then held: an index is made at a start, never dropped. Until it has,
 * its add takes the transaction's lock and check.
 */
export async function uniqueFieldsIndexed(db: Database, resource: ResourceConfig): Promise<boolean> {
  const fields = uniqueFieldsOf(resource);
  if (!fields.length) return true;
  let names = indexedNames.get(db);
  if (!names) {
    names = missingUniqueIndexes(async (text) => db.execute(sql.raw(text)) as never).then((missing) => {
      const absent = new Set(missing.map((index) => index.name));
      return new Set(
        uniqueIndexes()
          .map((index) => index.name)
          .filter((name) => !absent.has(name)),
      );
    });
    indexedNames.set(db, names);
  }
  const present = await names;
  return fields.every((field) => present.has(`${resource.table}_${field.name}_unique`));
}
