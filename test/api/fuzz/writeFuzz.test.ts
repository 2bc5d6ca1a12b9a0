// Property-based fuzzing of every add and edit endpoint of the registry, with bodies built from the configs:
// no answer is a 500, every refusal has a message, and no stored row breaks a rule. FUZZ_RUNS sets the bodies
// per endpoint (500), FUZZ_SEED replays a run, FUZZ_DATABASE=postgres runs it on PostgreSQL.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources, type FormMode, type MasterData, type ResourceConfig } from '../../../resources/index.ts';
import { tableOf } from '../../../server/db/tables.ts';
import { formOf, startFieldOpsServer, type FieldOpsServer } from '../fieldOps/fieldOpsServer.ts';
import type { DatabaseKind } from '../testServer.ts';
import { bodies, validBodies } from './bodies.ts';
import { brokenRows } from './storedRows.ts';

const runs = Number(process.env.FUZZ_RUNS ?? 500);
const seed = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const kind = (process.env.FUZZ_DATABASE ?? 'embedded') as DatabaseKind;

/** Paths an edit may be sent to: mostly the record's own, sometimes an id that names nothing. */
const editIds = (id: number) =>
  fc.oneof(
    { weight: 9, arbitrary: fc.constant(String(id)) },
    { weight: 1, arbitrary: fc.constantFrom('0', '2147483648', '99999999999', 'abc', '-1') },
  );

describe(`writes fuzzed from the configs on the ${kind} database`, () => {
  let server: FieldOpsServer;
  let masterData: MasterData;
  const existing = new Map<string, Set<unknown>>();
  const editTarget = new Map<string, number>();

  const post = async (apiPath: string, body: unknown, multipart: boolean) => {
    const response = await fetch(`${server.url}/api/${apiPath}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${server.token}`,
        ...(multipart ? {} : { 'content-type': 'application/json' }),
      },
      body: multipart ? formOf(body as Record<string, unknown>) : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { message?: unknown } };
  };

  /** Adds the first valid body (among 100) the server accepts, made among the master data of the moment. */
  const addValid = async (resource: ResourceConfig): Promise<number> => {
    const liveData = (await server.call('master_data')).body as unknown as MasterData;
    for (const body of fc.sample(validBodies(resource, liveData), { numRuns: 100, seed: 1 })) {
      const answer = await post(resource.endpoints.add, body, false);
      if (answer.status === 200) return (answer.body as { id: number }).id;
    }
    throw new Error(`None of 100 valid ${resource.name} bodies was accepted`);
  };

  beforeAll(async () => {
    server = await startFieldOpsServer(kind);
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
  });
  afterAll(() => server?.close());

  const endpoints = resources.flatMap((resource) =>
    (['create', 'edit'] as FormMode[]).map((mode) => ({
      resource,
      mode,
      title: `${resource.name} ${mode === 'create' ? 'add' : 'edit'}`,
    })),
  );

  it.each(endpoints)(
    `answers ${runs} fuzzed $title bodies without a 500, every refusal with a message`,
    async ({ resource, mode }: { resource: ResourceConfig; mode: FormMode }) => {
      const statuses: number[] = [];
      const path = fc.constant(resource.endpoints.add);
      const paths =
        mode === 'create'
          ? path
          : editIds(editTarget.get(resource.name) ?? 0).map((id) => `${resource.endpoints.edit}/${id}`);
      const transport = resource.multipart ? fc.boolean() : fc.constant(false);
      const property = fc.asyncProperty(
        bodies(resource, masterData, mode),
        paths,
        transport,
        async (body, apiPath, multipart) => {
          const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
          const answer = await post(apiPath, body, multipart && isObject);
          statuses.push(answer.status);
          expect(answer.status).toBeLessThan(500);
          if (answer.status >= 400) expect(typeof answer.body.message).toBe('string');
        },
      );
      await fc.assert(property, { numRuns: runs, seed });
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
    },
    runs * 200 + 30_000,
  );

  it.each(resources)('stores no $name row, live or deleted, that breaks a rule', async (resource) => {
    expect(await brokenRows(server.db, resource, existing.get(resource.name) ?? new Set())).toEqual([]);
  });
});
