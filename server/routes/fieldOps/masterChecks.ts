// Checks that a body's choices name real master data: the location chain, mst_common options, live sites.
import { and, eq, isNull } from 'drizzle-orm';
import type { Values } from '../../../resources/index.ts';
import { blocks, districts, mstCommon, sites, states } from '../../db/schema.ts';
import { HttpError } from '../../http/httpError.ts';
import { VALIDATION_MESSAGE } from '../../http/errorHandler.ts';
import type { Transaction } from '../crud/extensions.ts';

export type FieldErrors = Record<string, string>;

/** Ids above PostgreSQL's integer range name nothing (and must not reach a query on an integer column). */
const asId = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 2_147_483_647
    ? value
    : undefined;

/** Only what the body gives is checked: an edit may leave a field out. */
const given = (values: Values, key: string) => values[key] !== undefined;

/**
 * The state exists, the district is one of the state's and the block one of the district's; reported on
 * state_id, district_id and block_id.
 */
export async function locationErrors(tx: Transaction, values: Values): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const [stateId, districtId, blockId] = [values.state_id, values.district_id, values.block_id].map(asId);
  if (given(values, 'state_id')) {
    const [state] = stateId
      ? await tx.select({ id: states.state_id }).from(states).where(eq(states.state_id, stateId))
      : [];
    if (!state) errors.state_id = 'Choose a state from the list';
  }
  if (given(values, 'district_id')) {
    const [district] = districtId
      ? await tx
          .select({ state: districts.state_id })
          .from(districts)
          .where(eq(districts.district_id, districtId))
      : [];
    if (!district || (given(values, 'state_id') && district.state !== stateId))
      errors.district_id = 'Choose a district of the chosen state';
  }
  if (given(values, 'block_id')) {
    const [block] =
      blockId && districtId
        ? await tx
            .select({ id: blocks.block_id })
            .from(blocks)
            .where(and(eq(blocks.block_id, blockId), eq(blocks.district_id, districtId)))
        : [];
    if (!block) errors.block_id = 'Choose a block of the chosen district';
  }
  return errors;
}

/** The mst_common option `value` names in the list of `flag` (7 days, 8 ID cards...), or undefined. */
export async function commonOption(tx: Transaction, value: unknown, flag: number) {
  const id = asId(value);
  if (!id) return undefined;
  const [option] = await tx
    .select({ common_id: mstCommon.common_id, value: mstCommon.value })
    .from(mstCommon)
    .where(and(eq(mstCommon.common_id, id), eq(mstCommon.flag, flag)));
  return option;
}

/** True when `value` is the id of a site that is not deleted. */
export async function isLiveSite(tx: Transaction, value: unknown): Promise<boolean> {
  const id = asId(value);
  if (!id) return false;
  const [site] = await tx
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.id, id), isNull(sites.deleted_at)));
  return Boolean(site);
}

/** Refuses the write with 422 when any check failed. */
export function throwIfAny(errors: FieldErrors): void {
  if (Object.keys(errors).length) throw new HttpError(422, VALIDATION_MESSAGE, errors);
}
