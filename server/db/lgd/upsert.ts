// Writes a LocationSet into states, districts and blocks: keyed on LGD codes, names updated in place,
// rows never deleted. One transaction, batched INSERT ... ON CONFLICT so the full LGD set takes seconds.
import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { sessionsChange } from '../../auth/sessionChanges.ts';
import type { Database, Transaction } from '../connection.ts';
import { blocks, districts, states } from '../schema.ts';
import { chunks } from './batches.ts';
import { markMissingInactive } from './markMissingInactive.ts';
import type { LevelCounts, LocationSet } from './types.ts';

export interface UpsertOptions {
  /** The set is the whole country: rows of each level absent from it are marked inactive (never deleted). */
  markMissingInactive?: boolean;
}

/** Each level of the set: its table, its key, and the columns LGD may change. */
const levels = (set: LocationSet) => [
  { table: states, rows: set.states, key: [states.state_id], changing: ['state_name'] },
  {
    table: districts,
    rows: set.districts,
    key: [districts.district_id],
    changing: ['district_name', 'state_id'],
  },
  { table: blocks, rows: set.blocks, key: [blocks.district_id, blocks.block_id], changing: ['block_name'] },
];

// setWhere: only changed or inactive rows are touched, so updated_at tells when LGD last changed a row.
async function upsertRows(tx: Transaction, set: LocationSet): Promise<void> {
  for (const { table, rows: all, key, changing } of levels(set)) {
    const columns = table as unknown as Record<string, PgColumn>;
    const changed = changing.map(
      (name) => sql`${columns[name]} is distinct from ${sql.raw(`excluded.${name}`)}`,
    );
    for (const rows of chunks(all as Record<string, unknown>[])) {
      await tx
        .insert(table)
        .values(rows as never)
        .onConflictDoUpdate({
          target: key,
          set: {
            ...Object.fromEntries(changing.map((name) => [name, sql.raw(`excluded.${name}`)])),
            active: true,
            updated_at: sql`now()`,
          },
          setWhere: sql.join([...changed, sql`not ${table.active}`], sql` or `),
        });
    }
  }
}

/**
 * Inserts or updates every state, district and block of the set in one transaction; returns how many of each
 * the set held, and how many it retired. With markMissingInactive (a full import), rows absent from the set are
 * marked active = false (retired).
 * @example await upsertLocations(db, await parseLgdDirectory(dir), { markMissingInactive: true });
 */
export async function upsertLocations(
  db: Database,
  set: LocationSet,
  options: UpsertOptions = {},
): Promise<LevelCounts & { retired: LevelCounts }> {
  const retired = await db.transaction(async (tx) => {
    await upsertRows(tx, set);
    const marked = options.markMissingInactive ? await markMissingInactive(tx, set) : undefined;
    // States and districts that change or stop being active change users' places: every server hears of it.
    await sessionsChange(tx);
    return marked ?? { states: 0, districts: 0, blocks: 0 };
  });
  return { states: set.states.length, districts: set.districts.length, blocks: set.blocks.length, retired };
}
