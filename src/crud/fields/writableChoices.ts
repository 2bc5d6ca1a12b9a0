// Which values of a select the signed-in user may write (resources/access.ts): a coordinator's state, districts
// or block, the roles a State Coordinator may give; and the one to preselect on add.
import { grantOf, reachesOf, type Area, type Reach } from '../../../resources/access.ts';
import type { FieldConfig } from '../../../resources/index.ts';

export interface WritableChoices {
  /** The values it may offer; undefined: any of its options. */
  allowed?: readonly number[];
  /** The value an add form starts with, where the area decides it. */
  preselect?: number;
}

type Location = 'state' | 'district' | 'block';

/** The values a reach lets a location select hold; undefined: it does not narrow that select. */
const reachValues = (reach: Reach, location: Location, area: Area): readonly number[] | undefined => {
  const ids = (id: number | null) => (id === null ? [] : [id]);
  if (location === 'state' && (reach === 'state' || reach === 'district' || reach === 'block'))
    return ids(area.stateId);
  if (location === 'district' && (reach === 'district' || reach === 'block')) return area.districtIds;
  if (location === 'block' && reach === 'block') return ids(area.blockId);
  return undefined;
};

/** The values every reach together lets the select hold; undefined when one of them does not narrow it. */
const locationValues = (reaches: readonly Reach[], location: Location, area: Area) => {
  const each = reaches.map((reach) => reachValues(reach, location, area));
  if (each.some((values) => values === undefined)) return undefined;
  return [...new Set(each.flat() as number[])];
};

const locations: readonly string[] = ['state', 'district', 'block'];

/**
 * A select's values within the action's reach of the area: a District Coordinator's district select offers
 * their districts, a State Coordinator's role select roles 5 and 6 (the policy's `only`). An administrator, a
 * select the policy does not read, or no area yet (a screen tested on its own): nothing narrowed. On add, a
 * single allowed value is preselected; a State Coordinator's own district too when their record holds one.
 * @example writableChoices(districtCoordinator, 'site', 'add', districtField) // { allowed: [20], preselect: 20 }
 */
export function writableChoices(
  area: Area | undefined,
  resource: string,
  action: 'add' | 'edit',
  field: Pick<FieldConfig, 'name' | 'source'>,
): WritableChoices {
  if (!area || area.administrator) return {};
  const grant = grantOf(area, resource);
  const reaches = reachesOf(grant, action);
  // A form the role may not save at all narrows nothing: the route does not open it, the server refuses it.
  if (reaches.length === 0) return {};
  const collection = field.source?.collection ?? '';
  let allowed: readonly number[] | undefined = locations.includes(collection)
    ? locationValues(reaches, collection as Location, area)
    : undefined;
  const only = grant.only?.[field.name];
  if (only) allowed = allowed ? allowed.filter((value) => only.includes(value)) : only;
  if (action !== 'add') return { allowed };
  const ownDistrict =
    collection === 'district' && reaches.includes('state') && area.districtIds.length === 1
      ? area.districtIds[0]
      : undefined;
  return { allowed, preselect: allowed?.length === 1 ? allowed[0] : ownDistrict };
}
