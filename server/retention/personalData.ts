// What the retention job erases of one resource: its personal columns, the value each is emptied to, its photos.
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceConfig } from '../../resources/index.ts';
import { tableOf, type ResourceTable } from '../db/tables.ts';

/** Personal columns that are no field of a config, by table: the user's password hash (its field is the password). */
const personalColumnsBeyondFields: Partial<Record<string, string[]>> = { users: ['password_hash'] };

export interface PersonalData {
  resource: ResourceConfig;
  table: ResourceTable;
  /** Each personal column and the value it is emptied to: '' for a NOT NULL text column, null otherwise. */
  emptied: Record<string, string | null>;
  /** Personal columns that hold a stored photo's name (`file` fields). */
  photoColumns: string[];
}

function emptyValue(column: PgColumn): string | null {
  if (!column.notNull) return null;
  if (column.dataType === 'string') return '';
  throw new Error(`The personal column ${column.name} is NOT NULL and not text, so it cannot be emptied`);
}

/** The personal data of a resource, or undefined when it has none (projects, programs, sites). */
export function personalDataOf(resource: ResourceConfig): PersonalData | undefined {
  const personal = resource.fields.filter((field) => field.personal);
  if (!personal.length) return undefined;
  const table = tableOf(resource.table);
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const names = [
    ...personal.map((field) => field.name),
    ...(personalColumnsBeyondFields[resource.table] ?? []),
  ];
  return {
    resource,
    table,
    emptied: Object.fromEntries(
      names.filter((name) => name in columns).map((name) => [name, emptyValue(columns[name])]),
    ),
    photoColumns: personal.filter((field) => field.kind === 'file').map((field) => field.name),
  };
}
