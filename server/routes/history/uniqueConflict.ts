// Which unique rule a write broke, in the form's words: the labels of the columns of the schema's unique index.
import { Column, is, SQL } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { ResourceConfig } from '../../../resources/index.ts';
import type { ResourceTable } from '../../db/tables.ts';
import { constraintOf } from '../../http/errorHandler.ts';

/** The columns an index covers, also inside an expression such as lower(email). */
const columnsOf = (parts: unknown[]): string[] =>
  parts.flatMap((part) => {
    if (is(part, Column)) return [part.name];
    return is(part, SQL) ? columnsOf(part.queryChunks) : [];
  });

/**
 * The labels of the fields a broken unique index covers, e.g. 'Email'; 'values' when the index is unknown.
 * @example uniqueLabels(user, users, error) // 'Email'
 */
export function uniqueLabels(resource: ResourceConfig, table: ResourceTable, error: unknown): string {
  const name = constraintOf(error);
  const index = getTableConfig(table).indexes.find((found) => found.config.name === name);
  const columns = columnsOf(index?.config.columns ?? []);
  const labels = columns.map((column) => resource.fields.find((f) => f.name === column)?.label ?? column);
  return labels.length ? labels.join(', ') : 'values';
}
