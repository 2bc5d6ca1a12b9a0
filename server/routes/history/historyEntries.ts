// Audit rows as history entries: when, the action's word, who, and the change lines from the resource config.
import {
  actionLabels,
  resources,
  type ActionLabel,
  type ChangeLine,
  type HistoryEntry,
  type MasterData,
  type MasterDataCollection,
} from '../../../resources/index.ts';
import type { Database } from '../../db/connection.ts';
import { readCollection } from '../../db/masterDataCollections.ts';
import type { AuditRow } from './auditRows.ts';
import { changeLinesOf } from './changeLines.ts';

/** The master data the rows' resources name, read as the lists read it (live rows only). */
async function masterDataFor(db: Database, names: Set<string>): Promise<MasterData> {
  const collections = new Set<MasterDataCollection>();
  for (const resource of resources.filter((r) => names.has(r.name)))
    for (const field of resource.fields) if (field.source) collections.add(field.source.collection);
  const read = await Promise.all(
    [...collections].map(async (name) => [name, await readCollection(db, name)] as const),
  );
  return Object.fromEntries(read) as unknown as MasterData;
}

/** Turns rows into entries, each resource's change reader built once; in the rows' order. */
export async function historyEntries(db: Database, rows: AuditRow[]): Promise<HistoryEntry[]> {
  const names = new Set(rows.map((row) => row.resource));
  const masterData = await masterDataFor(db, names);
  const readers = new Map(
    resources.filter((r) => names.has(r.name)).map((r) => [r.name, changeLinesOf(r, masterData)]),
  );
  return rows.map((row) => ({
    at: new Date(row.at).toISOString(),
    action: (actionLabels as Record<string, ActionLabel>)[row.action] ?? row.action,
    user: row.user_email === null ? null : { name: row.user_name ?? '', email: row.user_email },
    changes: readers.get(row.resource)?.(row.action, row.changes) ?? ([] as ChangeLine[]),
  }));
}
