// The ids a user row points at must exist, and its place must hang together: district in state, block in district.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { userMessages, type Values } from '../../../resources/index.ts';
import { blocks, districts, programs, projects, roles, states } from '../../db/schema.ts';
import { VALIDATION_MESSAGE } from '../../http/errorHandler.ts';
import { HttpError } from '../../http/httpError.ts';
import type { Transaction } from '../crud/extensions.ts';

type Errors = Record<string, string>;

async function exists(query: Promise<unknown[]>): Promise<boolean> {
  return (await query).length > 0;
}

async function placeErrors(tx: Transaction, row: Values): Promise<Errors> {
  const stateId = Number(row.state_id);
  const districtIds = row.district_id as number[];
  const blockId = Number(row.block_id);
  if (!(await exists(tx.select().from(states).where(eq(states.state_id, stateId)))))
    return { state_id: 'State is required' };
  const found = await tx
    .select({ district_id: districts.district_id, state_id: districts.state_id })
    .from(districts)
    .where(inArray(districts.district_id, districtIds));
  if (found.length !== new Set(districtIds).size) return { district_id: 'District is required' };
  if (found.some((district) => district.state_id !== stateId))
    return { district_id: userMessages.districtOutsideState };
  const block = tx
    .select({ block_id: blocks.block_id })
    .from(blocks)
    .where(and(eq(blocks.block_id, blockId), inArray(blocks.district_id, districtIds)));
  return (await exists(block)) ? {} : { block_id: userMessages.blockOutsideDistrict };
}

/**
 * Checks a prepared user row (role fields already cleared, districts as an id array) against the database;
 * 422 with a message per field when something is unknown or out of place. An unknown id counts as not chosen.
 */
export async function checkReferences(tx: Transaction, row: Values): Promise<void> {
  const errors: Errors = {};
  if (
    !(await exists(
      tx
        .select()
        .from(roles)
        .where(eq(roles.role_id, Number(row.role_id))),
    ))
  )
    errors.role_id = 'Role is required';
  if (row.program_id != null) {
    const live = and(eq(programs.id, Number(row.program_id)), isNull(programs.deleted_at));
    if (!(await exists(tx.select({ id: programs.id }).from(programs).where(live))))
      errors.program_id = 'Program is required';
  }
  if (row.project_id != null) {
    const live = and(eq(projects.id, Number(row.project_id)), isNull(projects.deleted_at));
    if (!(await exists(tx.select({ id: projects.id }).from(projects).where(live))))
      errors.project_id = 'Project is required';
  }
  if (row.state_id != null) Object.assign(errors, await placeErrors(tx, row));
  if (Object.keys(errors).length) throw new HttpError(422, VALIDATION_MESSAGE, errors);
}
