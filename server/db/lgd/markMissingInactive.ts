// After a full import: marks active rows that the set no longer holds as inactive (retired), level by level; never
// deletes, because users, sites and drivers keep referring to old codes.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { blocks, districts, states } from '../schema.ts';
import type { Transaction } from '../connection.ts';
import { chunks } from './batches.ts';
import type { LevelCounts, LocationSet } from './types.ts';

const gone = { active: false, updated_at: sql`now()` };

/** Returns how many rows of each level it retired. */
export async function markMissingInactive(tx: Transaction, set: LocationSet): Promise<LevelCounts> {
  const stateIds = new Set(set.states.map((s) => s.state_id));
  const activeStates = await tx.select({ id: states.state_id }).from(states).where(eq(states.active, true));
  const missingStates = activeStates.map((s) => s.id).filter((id) => !stateIds.has(id));
  for (const ids of chunks(missingStates)) {
    await tx.update(states).set(gone).where(inArray(states.state_id, ids));
  }

  const districtIds = new Set(set.districts.map((d) => d.district_id));
  const activeDistricts = await tx
    .select({ id: districts.district_id })
    .from(districts)
    .where(eq(districts.active, true));
  const missingDistricts = activeDistricts.map((d) => d.id).filter((id) => !districtIds.has(id));
  for (const ids of chunks(missingDistricts)) {
    await tx.update(districts).set(gone).where(inArray(districts.district_id, ids));
  }

  const blockKeys = new Set(set.blocks.map((b) => `${b.district_id}/${b.block_id}`));
  const activeBlocks = await tx
    .select({ district_id: blocks.district_id, block_id: blocks.block_id })
    .from(blocks)
    .where(eq(blocks.active, true));
  const missingBlocks = activeBlocks.filter((b) => !blockKeys.has(`${b.district_id}/${b.block_id}`));
  for (const missing of chunks(missingBlocks)) {
    const keys = missing.map((b) =>
      and(eq(blocks.district_id, b.district_id), eq(blocks.block_id, b.block_id)),
    );
    await tx
      .update(blocks)
      .set(gone)
      .where(sql.join(keys, sql` or `));
  }
  return {
    states: missingStates.length,
    districts: missingDistricts.length,
    blocks: missingBlocks.length,
  };
}
