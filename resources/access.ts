// Who may do what (docs/decisions/022-access-policy.md): per role, the actions on each resource and the rows each
// action reaches, over the row's columns and the signed-in user's own area. The server filters every row it
// reads or writes with it (server/auth/scope.ts); the client shows menus, buttons and choices from it.
import type { Values } from './types.ts';

/** What a caller does to a resource's records; list, get-one, history and export are reads. */
export type Action = 'read' | 'add' | 'edit' | 'delete';
export const actions: readonly Action[] = ['read', 'add', 'edit', 'delete'];

/**
 * Which rows an action reaches:
 * - `all`: every row;
 * - `state`: the row's `state_id` is the user's state;
 * - `district`: the row's `district_id` is one of the user's districts;
 * - `block`: the row's pair (`district_id`, `block_id`) is the user's (block codes repeat across districts);
 * - `own`: the row is the user's own (their user record, their program, their project), in their state.
 * A table without the columns a reach reads gets no rows from it.
 */
export type Reach = 'all' | 'state' | 'district' | 'block' | 'own';

/** One role's rights on one resource: each action's reach (several reads are either), none when absent. */
export interface Grant {
  read?: Reach | readonly Reach[];
  add?: Reach;
  edit?: Reach;
  delete?: Reach;
  /** Rows further limited to these column values, for every reach but `own` (a coordinator's users' roles). */
  only?: Readonly<Record<string, readonly number[]>>;
}

export interface RoleAccess {
  /** Any resource `resources` does not name: the located records (sites, drivers, health workers, and any new one). */
  records: Grant;
  resources: Readonly<Record<string, Grant>>;
}

const every = (reach: Reach): Grant => ({ read: reach, add: reach, edit: reach, delete: reach });
const readsState: Grant = { read: 'state' };

/**
 * The default policy (SPEC 6 leaves it open; the decision record says why). The administrators' roles
 * (ADMIN_ROLE_IDS, role 1 by default) reach everything and are not listed; a role listed nowhere reaches nothing.
 */
export const accessPolicy: Readonly<Record<number, RoleAccess>> = {
  // State Coordinator: their state's records; District and Block Coordinators of their state; their own record.
  2: {
    records: every('state'),
    resources: {
      project: readsState,
      program: readsState,
      user: {
        read: ['state', 'own'],
        add: 'state',
        edit: 'state',
        delete: 'state',
        only: { role_id: [5, 6] },
      },
    },
  },
  // District Coordinator: their district's records.
  5: { records: every('district'), resources: { project: readsState, program: readsState, user: {} } },
  // Block Coordinator: their block's records.
  6: { records: every('block'), resources: { project: readsState, program: readsState, user: {} } },
  // Program Manager: reads their program's state; edits their own program.
  3: {
    records: readsState,
    resources: { project: readsState, program: { read: 'state', edit: 'own' }, user: {} },
  },
  // Project Manager: reads their project's state; edits their own project.
  4: {
    records: readsState,
    resources: { project: { read: 'state', edit: 'own' }, program: readsState, user: {} },
  },
};

/**
 * The signed-in user's own area, as the server read it with their session: a manager's state is their program's
 * or project's. Ids a user does not hold are null (or empty): they reach no row through them.
 */
export interface Area {
  userId: number;
  roleId: number;
  /** Reaches every row (ADMIN_ROLE_IDS). */
  administrator: boolean;
  stateId: number | null;
  districtIds: readonly number[];
  blockId: number | null;
  programId: number | null;
  projectId: number | null;
}

/** The one column each location reach reads, and the columns the table must have for it. */
export const reachColumns: Readonly<Record<Exclude<Reach, 'all' | 'own'>, readonly string[]>> = {
  state: ['state_id'],
  district: ['district_id'],
  block: ['district_id', 'block_id'],
};

/** The grant of the area's role on a resource; administrators' is every action on every row. */
export function grantOf(area: Pick<Area, 'administrator' | 'roleId'>, resource: string): Grant {
  if (area.administrator) return every('all');
  const role = accessPolicy[area.roleId];
  if (!role) return {};
  return role.resources[resource] ?? role.records;
}

/** The reaches of an action (none: the action is not allowed). */
export function reachesOf(grant: Grant, action: Action): readonly Reach[] {
  const reach = grant[action];
  if (!reach) return [];
  return typeof reach === 'string' ? [reach] : reach;
}

/** True when the role may do the action on some rows of the resource. */
export const mayDo = (area: Pick<Area, 'administrator' | 'roleId'>, resource: string, action: Action) =>
  reachesOf(grantOf(area, resource), action).length > 0;

/** The id an `own` reach compares with the row's id: the user's own id, program or project. */
export function ownId(area: Area, resource: string): number | null {
  if (resource === 'user') return area.userId;
  if (resource === 'program') return area.programId;
  if (resource === 'project') return area.projectId;
  return null;
}

const idOf = (value: unknown): number | null => {
  const id = Array.isArray(value) ? value[0] : value;
  return id === null || id === undefined || id === '' ? null : Number(id);
};

/** Whether one reach takes in a row (or the values of a record about to be written). */
export function reachTakes(reach: Reach, area: Area, resource: string, row: Values): boolean {
  switch (reach) {
    case 'all':
      return true;
    case 'own': {
      // One's own record stays in one's state: a manager's area is their program's or project's, so moving it
      // would move the area with it.
      const own = ownId(area, resource);
      const staysHome = !('state_id' in row) || idOf(row.state_id) === area.stateId;
      return own !== null && idOf(row.id) === own && staysHome;
    }
    case 'state':
      return area.stateId !== null && idOf(row.state_id) === area.stateId;
    case 'district':
      return area.districtIds.includes(idOf(row.district_id) ?? NaN);
    case 'block':
      return (
        area.blockId !== null &&
        area.districtIds.includes(idOf(row.district_id) ?? NaN) &&
        idOf(row.block_id) === area.blockId
      );
  }
}

/** The `only` column whose value a row fails, or undefined. */
export function onlyFailure(grant: Grant, row: Values): string | undefined {
  return Object.entries(grant.only ?? {}).find(([column, allowed]) => {
    const value = idOf(row[column]);
    return value === null || !allowed.includes(value);
  })?.[0];
}

/** Whether the action may touch this row: the same rule the server's SQL filter applies (server/auth/scope.ts). */
export function allows(area: Area, resource: string, action: Action, row: Values): boolean {
  const grant = grantOf(area, resource);
  return reachesOf(grant, action).some(
    (reach) => reachTakes(reach, area, resource, row) && (reach === 'own' || !onlyFailure(grant, row)),
  );
}

/** A readable record, or a resource, the caller may not change (403). */
export const NOT_YOURS_MESSAGE = "You don't have permission to do this.";

/** The messages of a value outside what the user may write (422), by the column that holds it. */
export const accessMessages = {
  state_id: 'This state is outside your area.',
  district_id: 'This district is outside your area.',
  block_id: 'This block is outside your area.',
  role_id: 'You may not give this role.',
  record: 'This record is outside what you may change.',
} as const;

/**
 * Why the values of a record about to be added or saved fall outside the action's reach: the column to
 * blame and its message; undefined when they are within it.
 */
export function outsideReach(
  area: Area,
  resource: string,
  action: 'add' | 'edit',
  values: Values,
): { column: string; message: string } | undefined {
  if (allows(area, resource, action, values)) return undefined;
  const grant = grantOf(area, resource);
  const messageOf = (column: string) => ({
    column,
    message: accessMessages[column as keyof typeof accessMessages] ?? accessMessages.record,
  });
  const only = onlyFailure(grant, values);
  if (only) return messageOf(only);
  const [reach] = reachesOf(grant, action);
  if (reach === 'own' && idOf(values.id) === ownId(area, resource)) return messageOf('state_id');
  if (reach === 'block' && area.districtIds.includes(idOf(values.district_id) ?? NaN))
    return messageOf('block_id');
  if (reach === 'state' || reach === 'district' || reach === 'block')
    return messageOf(reachColumns[reach][0]);
  return messageOf('record');
}

/**
 * A short key naming the rows an action reaches for this area, so that caches hold one answer per scope: two
 * users with the same key see exactly the same rows.
 * @example scopeKey(districtCoordinator, 'site', 'read') // 'district:12,14'
 */
export function scopeKey(area: Area, resource: string, action: Action): string {
  const grant = grantOf(area, resource);
  const parts = reachesOf(grant, action).map((reach) => {
    switch (reach) {
      case 'all':
        return 'all';
      case 'own':
        return `own:${ownId(area, resource)}`;
      case 'state':
        return `state:${area.stateId}`;
      case 'district':
        return `district:${[...area.districtIds].sort((a, b) => a - b).join(',')}`;
      case 'block':
        return `block:${[...area.districtIds].sort((a, b) => a - b).join(',')}/${area.blockId}`;
    }
  });
  const only = Object.entries(grant.only ?? {}).map(([column, values]) => `${column}=${values.join(',')}`);
  return [...parts, ...only].join('|') || 'none';
}
