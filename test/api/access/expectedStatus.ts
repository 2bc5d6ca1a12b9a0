// The answer the statuses rule gives a call, from the policy alone: no right on the resource 403; a row the caller
// may not read 404 (as if missing); readable but not theirs to change 403; values outside their reach 422.
import { allows, mayDo, outsideReach, type Action, type Area } from '../../../resources/access.ts';
import type { Values } from '../../../resources/index.ts';

export interface Expected {
  status: number;
  /** A 404 for a record the caller may not see, answered as a missing one. */
  notFound?: boolean;
  /** The field a 422 names. */
  column?: string;
}

/**
 * The answer to an action on one stored row (undefined: no such live row).
 * @example expectedOnRow(districtCoordinator, 'site', 'edit', siteInAnotherDistrict) // { status: 404, notFound: true }
 */
export function expectedOnRow(
  area: Area,
  resource: string,
  action: Action,
  row: Values | undefined,
): Expected {
  if (!mayDo(area, resource, action)) return { status: 403 };
  if (!row || !allows(area, resource, 'read', row)) return { status: 404, notFound: true };
  if (!allows(area, resource, action, row)) return { status: 403 };
  return { status: 200 };
}

/**
 * The answer to an add (no row) or an edit of `row` with these values (column keys), as the store merges them.
 * @example expectedWrite(districtCoordinator, 'site', 'add', undefined, { district_id: 49 }) // { status: 422, column: 'district_id' }
 */
export function expectedWrite(
  area: Area,
  resource: string,
  action: 'add' | 'edit',
  row: Values | undefined,
  values: Values,
): Expected {
  if (action === 'edit') {
    const onRow = expectedOnRow(area, resource, action, row);
    if (onRow.status !== 200) return onRow;
  } else if (!mayDo(area, resource, action)) return { status: 403 };
  const outside = outsideReach(area, resource, action, { ...row, ...values });
  return outside ? { status: 422, column: outside.column } : { status: 200 };
}
