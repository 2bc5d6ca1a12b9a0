// Property-based fuzzing of every add and edit endpoint of the registry, the REST facade's POST and PUT too, with
// bodies built from the configs, sent by an administrator and by a District Coordinator: no answer is a 500, every
// refusal has a message, no stored row breaks a rule, and none the coordinator wrote lies outside their district.
// FUZZ_RUNS sets the bodies per endpoint (500; the coordinator, and the REST facade, send a fifth), FUZZ_SEED
// replays a run, FUZZ_DATABASE=postgres runs it on PostgreSQL.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allows, mayDo, type Area } from '../../../resources/access.ts';
import {
  resources,
  restPathOf,
  type FormMode,
  type MasterData,
  type ResourceConfig,
  type Values,
} from '../../../resources/index.ts';
import { tableOf } from '../../../server/db/tables.ts';
import { homeCoordinators, insertAreaUser, places, type AreaUserFields } from '../access/areaUsers.ts';
import { formOf, startFieldOpsServer, type FieldOpsServer } from '../fieldOps/fieldOpsServer.ts';
import { tokenClaims } from '../factories.ts';
import type { DatabaseKind } from '../testServer.ts';
import { bodies, validBodies } from './bodies.ts';
import { brokenRows } from './storedRows.ts';
import { scaled } from '../../timeouts.ts';

const runs = Number(process.env.FUZZ_RUNS ?? 500);
const seed = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const kind = (process.env.FUZZ_DATABASE ?? 'embedded') as DatabaseKind;

/** Paths an edit may be sent to: mostly the record's own, sometimes an id that names nothing. */
const editIds = (id: number) =>
  fc.oneof(
    { weight: 9, arbitrary: fc.constant(String(id)) },
    { weight: 1, arbitrary: fc.constantFrom('0', '2147483648', '99999999999', 'abc', '-1') },
  );

/** A body (when it is an object) put in the place: the location fields the resource has. */
const inPlace = (resource: ResourceConfig, place: Record<string, number>) => (body: unknown) => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const names = resource.fields.map((field) => field.name);
  return {
    ...body,
    ...Object.fromEntries(Object.entries(place).filter(([column]) => names.includes(column))),
  };
};

interface Caller {
  name: string;
  /** A user of another role than the administrators', and their area. */
  user?: AreaUserFields;
  runs: number;
}

const callers: Caller[] = [
  { name: 'an administrator', runs },
  {
    name: 'a District Coordinator',
    user: homeCoordinators.district,
    runs: Math.max(Math.min(runs, 20), Math.round(runs / 5)),
  },
];

describe.each(callers)(`writes fuzzed from the configs on the ${kind} database, sent by $name`, (caller) => {
  let server: FieldOpsServer;
  let masterData: MasterData;
  let token = '';
  let area: Area;
  const existing = new Map<string, Set<unknown>>();
  const editTarget = new Map<string, number>();
  /** The coordinator's bodies are mostly in their own place, so that some are within their area. */
  const home = caller.user ? { ...places.home } : undefined;

  const send = async (method: string, apiPath: string, body: unknown, multipart: boolean) => {
    const response = await fetch(`${server.url}/api/${apiPath}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(multipart ? {} : { 'content-type': 'application/json' }),
      },
      body: multipart ? formOf(body as Record<string, unknown>) : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { message?: unknown } };
  };

  /**
   * Adds (as the administrator) the first valid body (among 100) the server accepts, made among the master data of
   * the moment, in the caller's place if they have one.
   */
  const addValid = async (resource: ResourceConfig): Promise<number> => {
    const liveData = (await server.call('master_data')).body as unknown as MasterData;
    const valid = validBodies(resource, liveData).map((body) =>
      home ? inPlace(resource, home)(body) : body,
    );
    for (const body of fc.sample(valid, { numRuns: 100, seed: 1 })) {
      const answer = await server.call(resource.endpoints.add, body as Values);
      if (answer.status === 200) return (answer.body as unknown as { id: number }).id;
    }
    throw new Error(`None of 100 valid ${resource.name} bodies was accepted`);
  };

  beforeAll(async () => {
    server = await startFieldOpsServer(kind);
    // The caller's own user record is made by hand, not by the form: it is not one of the rows checked.
    const user = caller.user && (await insertAreaUser(server.db, caller.user));
    for (const resource of resources) {
      const rows = await server.db.select().from(tableOf(resource.table));
      existing.set(resource.name, new Set(rows.map((row) => row.id)));
    }
    // Two records of each resource, in registry order (a site before the drivers who name it), from valid bodies
    // the configs make: the first is the one every fuzzed edit of its resource targets.
    for (const resource of resources) {
      editTarget.set(resource.name, await addValid(resource));
      await addValid(resource);
    }
    masterData = (await server.call('master_data')).body as unknown as MasterData;
    token = user ? await server.login(user.email, user.password) : server.token;
    area = {
      userId: user?.id ?? tokenClaims(server.token).sub,
      roleId: caller.user?.role_id ?? 1,
      administrator: !user,
      stateId: caller.user?.state_id ?? null,
      districtIds: caller.user?.district_id ?? [],
      blockId: caller.user?.block_id ?? null,
      programId: caller.user?.program_id ?? null,
      projectId: caller.user?.project_id ?? null,
    };
  });
  afterAll(() => server?.close());

  // The contract's add and edit, and the REST facade's POST and PUT (a fifth of the bodies: the same checks).
  const restRuns = Math.max(20, Math.round(caller.runs / 5));
  const endpoints = resources.flatMap((resource) =>
    (['create', 'edit'] as FormMode[]).flatMap((mode) =>
      [false, true].map((rest) => ({
        resource,
        mode,
        rest,
        runs: rest ? restRuns : caller.runs,
        title: `${rest ? 'REST ' : ''}${resource.name} ${mode === 'create' ? 'add' : 'edit'}`,
      })),
    ),
  );

  it.each(endpoints)(
    `answers $runs fuzzed $title bodies without a 500, every refusal with a message`,
    async ({ resource, mode, rest, runs: bodyRuns }) => {
      const statuses: number[] = [];
      const [addPath, editPath] = rest
        ? [restPathOf(resource), restPathOf(resource)]
        : [resource.endpoints.add, resource.endpoints.edit];
      const method = rest && mode === 'edit' ? 'PUT' : 'POST';
      const path = fc.constant(addPath);
      const paths =
        mode === 'create'
          ? path
          : editIds(editTarget.get(resource.name) ?? 0).map((id) => `${editPath}/${id}`);
      const transport = resource.multipart ? fc.boolean() : fc.constant(false);
      const fuzzed = bodies(resource, masterData, mode);
      const property = fc.asyncProperty(
        home
          ? fc.oneof(
              { weight: 1, arbitrary: fuzzed },
              { weight: 3, arbitrary: fuzzed.map(inPlace(resource, home)) },
            )
          : fuzzed,
        paths,
        transport,
        async (body, apiPath, multipart) => {
          const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
          const answer = await send(method, apiPath, body, multipart && isObject);
          statuses.push(answer.status);
          expect(answer.status).toBeLessThan(500);
          if (answer.status >= 400) expect(typeof answer.body.message).toBe('string');
        },
      );
      await fc.assert(property, { numRuns: bodyRuns, seed });
      // None is accepted where the caller may not do it at all. An administrator's run of 50 bodies or more also
      // has some accepted (of 20, a quick run's, none was once, by chance); a coordinator's few bodies may all fall
      // outside their area, and the access matrix (test/api/access) proves their writes within it succeed.
      const accepted = statuses.filter((status) => status === 200 || status === 201).length;
      if (!mayDo(area, resource.name, mode === 'create' ? 'add' : 'edit')) expect(accepted).toBe(0);
      else if (!caller.user && bodyRuns >= 50) expect(accepted).toBeGreaterThan(0);
    },
    scaled(caller.runs * 200 + 30_000),
  );

  it.each(resources)('stores no $name row, live or deleted, that breaks a rule', async (resource) => {
    expect(await brokenRows(server.db, resource, existing.get(resource.name) ?? new Set())).toEqual([]);
  });

  it.each(resources)("stores no $name row the caller wrote outside the caller's area", async (resource) => {
    const rows = (await server.db.select().from(tableOf(resource.table))) as Values[];
    const written = rows.filter((row) => row.created_by === area.userId || row.updated_by === area.userId);
    const outside = written.filter(
      (row) => !allows(area, resource.name, 'add', row) && !allows(area, resource.name, 'edit', row),
    );
    expect(outside).toEqual([]);
    if (!mayDo(area, resource.name, 'add') && !mayDo(area, resource.name, 'edit'))
      expect(written).toEqual([]);
  });
});
