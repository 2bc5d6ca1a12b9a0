// The table behind each resource config's `table` name, for the generic CRUD routes.
import type { PgTableWithColumns, TableConfig } from 'drizzle-orm/pg-core';
import { drivers, healthWorkers, programs, projects, sites, users } from './schema.ts';

/** A resource table: an `id` key plus the tracked columns (created/updated/deleted). */
export type ResourceTable = PgTableWithColumns<TableConfig>;

const tables = { projects, programs, sites, drivers, health_workers: healthWorkers, users };

export function tableOf(name: string): ResourceTable {
  const table = (tables as Record<string, unknown>)[name];
  if (!table) throw new Error(`No table named ${name} for a resource`);
  return table as ResourceTable;
}
