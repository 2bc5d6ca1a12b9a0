// Writes a LocationSet into states, districts and blocks: keyed on LGD codes, names updated in place,
// rows never deleted. One transaction, batched INSERT ... ON CONFLICT so the full LGD set takes seconds.
import { sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import { blocks, districts, states } from '../schema.ts';
import { chunks, type Transaction } from './batches.ts';
import { markMissingInactive } from './markMissingInactive.ts';
import type { LocationSet } from './types.ts';

export interface UpsertOptions {
  /** The set is the whole country: rows of each level absent from it are marked inactive (never deleted). */
  markMissingInactive?: boolean;
}

// setWhere: only changed or inactive rows are touched, so updated_at tells when LGD last changed a row.
async function upsertRows(tx: Transaction, set: LocationSet): Promise<void> {
  const fresh = { active: true, updated_at: sql`now()` };
  for (const rows of chunks(set.states)) {
    await tx
      .insert(states)
      .values(rows)
      .onConflictDoUpdate({
        target: states.state_id,
        set: { state_name: sql.raw('excluded.state_name'), ...fresh },
        setWhere: sql`${states.state_name} is distinct from excluded.state_name or not ${states.active}`,
      });
  }
  for (const rows of chunks(set.districts)) {
    await tx
      .insert(districts)
      .values(rows)
      .onConflictDoUpdate({
        target: districts.district_id,
        set: {
          district_name: sql.raw('excluded.district_name'),
          state_id: sql.raw('excluded.state_id'),
          ...fresh,
        },
        setWhere: sql`${districts.district_name} is distinct from excluded.district_name
          or ${districts.state_id} is distinct from excluded.state_id or not ${districts.active}`,
      });
  }
  for (const rows of chunks(set.blocks)) {
    await tx
      .insert(blocks)
      .values(rows)
      .onConflictDoUpdate({
        target: [blocks.district_id, blocks.block_id],
        set: { block_name: sql.raw('excluded.block_name'), ...fresh },
        setWhere: sql`${blocks.block_name} is distinct from excluded.block_name or not ${blocks.active}`,
      });
  }
}

/**
 * Inserts or updates every state, district and block of the set in one transaction; returns how many of each
 * the set held. With markMissingInactive (a full import), rows absent from the set are marked active = false.
 * @example await upsertLocations(db, await parseLgdDirectory(dir), { markMissingInactive: true });
 */
export async function upsertLocations(
  db: Database,
  set: LocationSet,
  options: UpsertOptions = {},
): Promise<{ states: number; districts: number; blocks: number }> {
  await db.transaction(async (tx) => {
    await upsertRows(tx, set);
    if (options.markMissingInactive) await markMissingInactive(tx, set);
  });
  return { states: set.states.length, districts: set.districts.length, blocks: set.blocks.length };
}
