// Adds the demo data set through the resources' own stores (checks, references, audit), in one transaction.
import { asc, eq, isNull, sql } from 'drizzle-orm';
import {
  fromPayload,
  resources,
  validatePayload,
  type ResourceConfig,
  type Values,
} from '../../resources/index.ts';
import { generatePassword } from '../auth/password.ts';
import { areaOf, noPlace } from '../auth/userArea.ts';
import type { Config } from '../config.ts';
import type { AuthUser } from '../http/apiRoutes.ts';
import { extensionOf } from '../routes/crud/extensions.ts';
import { createStore, storeDepsOf } from '../routes/crud/store.ts';
import type { Database, Transaction } from './connection.ts';
import {
  demoBlocks,
  demoStates,
  demoUsers,
  fieldWorkerBody,
  HEALTH_WORKERS_PER_BLOCK,
  schemeBodies,
  siteBody,
} from './demoData.ts';
import { users } from './schema.ts';
import { tableOf } from './tables.ts';

/** The database holds records already: the demo would mix with them, so it adds nothing. */
export class DemoRefusedError extends Error {}

export interface DemoAccount {
  email: string;
  role: string;
  area: string;
  /** Printed once; to be changed at the first sign-in. */
  password: string;
}

export interface DemoResult {
  /** Rows added per table. */
  counts: Record<string, number>;
  accounts: DemoAccount[];
}

type Reader = Pick<Database, 'select'>;

/** The live users: none or only the first-start administrator count as an empty database. */
const liveUsers = (db: Reader) =>
  db
    .select({ id: users.id, email: users.email, role_id: users.role_id })
    .from(users)
    .where(isNull(users.deleted_at))
    .orderBy(asc(users.id))
    .limit(2);

/**
 * Why the demo may not run on this database, or undefined when it may: a live row in any resource table
 * other than users, or a user besides the one administrator the first start created.
 */
export async function demoRefusal(db: Reader, adminRoleIds: readonly number[]): Promise<string | undefined> {
  for (const resource of resources.filter(({ name }) => name !== 'user')) {
    const table = tableOf(resource.table);
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(table)
      .where(isNull(table.deleted_at))
      .limit(1);
    if (row)
      return `The database has records (${resource.table}): the demo data set goes into an empty database only.`;
  }
  const people = await liveUsers(db);
  if (people.length > 1 || (people[0] && !adminRoleIds.includes(people[0].role_id)))
    return 'The database has users besides the first administrator: the demo data set goes into an empty database only.';
  return undefined;
}

/** The resource of a name in the registry. */
const resourceNamed = (name: string): ResourceConfig => {
  const found = resources.find((resource) => resource.name === name);
  if (!found) throw new Error(`No resource named ${name}`);
  return found;
};

/** The stores of the resources, on the transaction, with their server extensions, acting as `actor`. */
async function storesIn(tx: Transaction, config: Config, actor: AuthUser) {
  const deps = storeDepsOf(tx, config.databaseUrl);
  const names = ['program', 'project', 'site', 'driver', 'healthWorker', 'user'];
  const stores = new Map<string, (body: Values) => Promise<number>>();
  for (const name of names) {
    const resource = resourceNamed(name);
    const extension = (await extensionOf(name))?.({ db: tx, config }) ?? {};
    const store = createStore(deps, resource, extension);
    // As the add route: the body checked with the resource's schema, then the store's checks and audit.
    stores.set(name, async (body) => {
      const checked = validatePayload(resource, body, 'create');
      if (!checked.ok)
        throw new Error(
          `A demo ${name} was refused: ${JSON.stringify(checked.errors)} (${JSON.stringify(body)})`,
        );
      return store.add(fromPayload(resource, checked.data), { user: actor, body });
    });
  }
  return (name: string, body: Values) => (stores.get(name) as (body: Values) => Promise<number>)(body);
}

/** The first administrator as the signed-in user the writes are made by (created_by, the audit). */
async function administrator(tx: Transaction, adminRoleIds: readonly number[]): Promise<AuthUser> {
  const [admin] = await liveUsers(tx);
  if (!admin || !adminRoleIds.includes(admin.role_id))
    throw new Error('No administrator: start the server once (or run the seed) first.');
  return {
    id: admin.id,
    role_id: admin.role_id,
    sessionId: '',
    area: areaOf(admin, noPlace, adminRoleIds),
  };
}

/**
 * Adds the demo data set (docs/user-guide.md, Roles) in one transaction, written as the first administrator
 * through the same checks as the API; throws DemoRefusedError, adding nothing, when the database has records.
 * @example const { counts, accounts } = await addDemoData(db, config) // accounts: one user per role, passwords once
 */
export async function addDemoData(db: Database, config: Config): Promise<DemoResult> {
  return db.transaction(async (tx) => {
    const refusal = await demoRefusal(tx, config.adminRoleIds);
    if (refusal) throw new DemoRefusedError(refusal);
    const add = await storesIn(tx, config, await administrator(tx, config.adminRoleIds));
    const counts: Record<string, number> = {};
    const added = async (name: string, body: Values) => {
      const { table } = resourceNamed(name);
      counts[table] = (counts[table] ?? 0) + 1;
      return add(name, body);
    };
    const firstIds: Record<string, number> = {};
    for (const { stateId } of demoStates)
      for (const entity of ['program', 'project'] as const)
        for (const body of schemeBodies(entity, stateId)) {
          const id = await added(entity, body);
          firstIds[entity] ??= id;
        }
    let n = 0;
    for (const place of demoBlocks) {
      const siteId = await added('site', siteBody(place, n));
      await added('driver', fieldWorkerBody('driver_name', place, siteId, n++));
      for (let i = 0; i < HEALTH_WORKERS_PER_BLOCK; i++)
        await added('healthWorker', fieldWorkerBody('health_worker_name', place, siteId, n++));
    }
    const accounts: DemoAccount[] = [];
    for (const { role, area, body } of demoUsers(firstIds.program, firstIds.project)) {
      const password = generatePassword();
      const id = await added('user', { ...body, password });
      await tx.update(users).set({ must_change_password: true }).where(eq(users.id, id));
      accounts.push({ email: String(body.email), role, area, password });
    }
    return { counts, accounts };
  });
}
