// The access matrix's world: a server with the route recorder first, a signed-in user of every role of the policy
// (and an administrator) in `places.home`, and records of every resource in every place, called in-process.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accessPolicy, type Area } from '../../../resources/access.ts';
import {
  needsLocation,
  needsProgram,
  needsProject,
  resources,
  type FormMode,
  type MasterData,
  type ResourceConfig,
  type Values,
} from '../../../resources/index.ts';
import { areaOf, noPlace } from '../../../server/auth/userArea.ts';
import { tableOf } from '../../../server/db/tables.ts';
import type { ApiRoutes } from '../../../server/http/apiRoutes.ts';
import { apiRoutes } from '../../../server/routes/index.ts';
import { formOf } from '../fieldOps/fieldOpsServer.ts';
import { tokenClaims } from '../factories.ts';
import { startTestServer, type DatabaseKind, type TestServer } from '../testServer.ts';
import { homeCoordinators, insertAreaUser, places, type AreaUserFields } from './areaUsers.ts';
import {
  placedBody,
  samePlace,
  variantOfRow,
  variantsOf,
  type RecordIn,
  type Variant,
} from './placedBodies.ts';

export interface Answer {
  status: number;
  headers: Record<string, unknown>;
  text: string;
}

export interface SendOptions {
  multipart?: boolean;
  headers?: Record<string, string>;
}

/** Calls the app in-process: JSON, or multipart for a resource that takes its bodies so. */
export async function send(
  app: FastifyInstance,
  token: string,
  method: string,
  url: string,
  body?: Values,
  { multipart = false, headers = {} }: SendOptions = {},
): Promise<Answer> {
  const all: Record<string, string> = { authorization: `Bearer ${token}`, ...headers };
  let payload: string | Buffer | undefined;
  if (body !== undefined && multipart) {
    const request = new Request('http://matrix/', { method: 'POST', body: formOf(body) });
    payload = Buffer.from(await request.arrayBuffer());
    all['content-type'] = request.headers.get('content-type') ?? '';
  } else if (body !== undefined) {
    payload = JSON.stringify(body);
    all['content-type'] = 'application/json';
  }
  const response = await app.inject({ method: method as 'GET', url, headers: all, payload });
  return { status: response.statusCode, headers: response.headers, text: response.body };
}

/** A signed-in user of one role, and their area as the policy reads it. */
export interface Subject {
  name: string;
  area: Area;
  token: string;
  /** Signs in again: a new session of the same user. */
  login(): Promise<string>;
}

/** A record the matrix made, and the variant (place, `only` values) it was made in. */
export interface Made {
  resource: ResourceConfig;
  id: number;
  variant: Variant;
}

export interface MatrixWorld {
  server: TestServer;
  app: FastifyInstance;
  /** Calls the app in-process with a token (see `send`). */
  send(token: string, method: string, url: string, body?: Values, options?: SendOptions): Promise<Answer>;
  admin: Subject;
  subjects: Subject[];
  masterData: MasterData;
  /** The live records of each resource, one per variant. */
  records: Map<string, Made[]>;
  /** Deleted records of the resource, one per variant (made on first use). */
  deletedOf(resource: ResourceConfig): Promise<Made[]>;
  /** The stored row, deleted or not, or undefined. */
  rowOf(resource: ResourceConfig, id: number): Promise<Values | undefined>;
  /** Every stored row of the resource. */
  rowsOf(resource: ResourceConfig): Promise<Values[]>;
  /** A valid body of the resource in the variant, naming records (a driver's site) of that place. */
  placedBody(resource: ResourceConfig, variant: Variant, mode: FormMode): Values;
  /** A new record in the variant, added by the administrator (and deleted by them when asked). */
  make(resource: ResourceConfig, variant: Variant, deleted?: boolean): Promise<Made>;
  /** The variant a stored record is in. */
  variantOf(resource: ResourceConfig, id: number): Promise<Variant>;
  close(): Promise<void>;
}

const fieldsOfRole = (roleId: number, programId: number, projectId: number): AreaUserFields => {
  const coordinator = Object.values(homeCoordinators).find((fields) => fields.role_id === roleId);
  if (coordinator) return coordinator;
  const values = { role_id: roleId };
  return {
    role_id: roleId,
    ...(needsLocation(values)
      ? {
          state_id: places.home.state_id,
          district_id: [places.home.district_id],
          block_id: places.home.block_id,
        }
      : {}),
    ...(needsProgram(values) ? { program_id: programId } : {}),
    ...(needsProject(values) ? { project_id: projectId } : {}),
  };
};

/** Starts the world on `kind`, the route recorder registered before the product's route groups. */
export async function startMatrixWorld(kind: DatabaseKind, recorder: ApiRoutes): Promise<MatrixWorld> {
  const server = await startTestServer(kind, {}, { routes: [recorder, ...apiRoutes] });
  const { app, db } = server;
  const adminToken = await server.login();
  const readMasterData = async () =>
    JSON.parse((await send(app, adminToken, 'GET', '/api/master_data')).text) as MasterData;
  let masterData = await readMasterData();

  const rowOf = async (resource: ResourceConfig, id: number) => {
    const table = tableOf(resource.table);
    const [row] = await db.select().from(table).where(eq(table.id, id));
    return row as Values | undefined;
  };
  // A record a body names is one the matrix made in the body's place (the form offers no other).
  const recordIn: RecordIn = (collection, variant) => {
    const named = resources.find((resource) => resource.masterData?.collection === collection);
    const made =
      named && records.get(named.name)?.find((record) => samePlace(record.variant.place, variant.place));
    return made?.id;
  };
  const bodyIn = (resource: ResourceConfig, variant: Variant, mode: FormMode) =>
    placedBody(resource, masterData, variant, mode, recordIn);
  const make = async (resource: ResourceConfig, variant: Variant, deleted = false): Promise<Made> => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const body = bodyIn(resource, variant, 'create');
      const multipart = !!resource.multipart;
      const added = await send(app, adminToken, 'POST', `/api/${resource.endpoints.add}`, body, {
        multipart,
      });
      if (added.status !== 200) continue;
      const { id } = JSON.parse(added.text) as { id: number };
      if (deleted) await send(app, adminToken, 'GET', `/api/${resource.endpoints.delete}/${id}`);
      return { resource, id, variant };
    }
    throw new Error(`The administrator could not add a ${resource.name} in ${variant.name}`);
  };

  const records = new Map<string, Made[]>();
  const deleted = new Map<string, Made[]>();
  // In registry order, the master data read again after each (a driver names a site).
  for (const resource of resources) {
    const variants = variantsOf(resource, masterData);

    const live: Made[] = [];
    for (const variant of variants) live.push(await make(resource, variant));
    records.set(resource.name, live);
    masterData = await readMasterData();
  }

  // A manager's own program or project is one of the home state's.
  const home = (name: string) => records.get(name)?.find((made) => made.variant.name.startsWith('home'));
  const programId = home('program')?.id ?? 0;
  const projectId = home('project')?.id ?? 0;
  const admin: Subject = {
    name: 'Administrator',
    token: adminToken,
    login: () => server.login(),
    area: areaOf({ id: tokenClaims(adminToken).sub, role_id: 1 }, noPlace, server.config.adminRoleIds),
  };
  const subjects: Subject[] = [admin];
  for (const roleId of Object.keys(accessPolicy).map(Number)) {
    const fields = fieldsOfRole(roleId, programId, projectId);
    const user = await insertAreaUser(db, fields);
    const managed = fields.program_id ?? fields.project_id;
    subjects.push({
      name: `role ${roleId}`,
      token: await server.login(user.email, user.password),
      login: () => server.login(user.email, user.password),
      area: {
        userId: user.id,
        roleId,
        administrator: false,
        stateId: fields.state_id ?? (managed ? places.home.state_id : null),
        districtIds: fields.district_id ?? [],
        blockId: fields.block_id ?? null,
        programId: fields.program_id ?? null,
        projectId: fields.project_id ?? null,
      },
    });
  }

  return {
    server,
    app,
    send: (token, method, url, body, options) => send(app, token, method, url, body, options),
    admin,
    subjects,
    get masterData() {
      return masterData;
    },
    records,
    deletedOf: async (resource) => {
      if (!deleted.has(resource.name)) {
        const gone: Made[] = [];
        for (const variant of variantsOf(resource, masterData))
          gone.push(await make(resource, variant, true));
        deleted.set(resource.name, gone);
      }
      return deleted.get(resource.name) ?? [];
    },
    placedBody: bodyIn,
    rowOf,
    rowsOf: async (resource) => (await db.select().from(tableOf(resource.table))) as Values[],
    make,
    variantOf: async (resource, id) => variantOfRow(resource, (await rowOf(resource, id)) ?? {}, masterData),
    close: () => server.close(),
  };
}
