// The app's own dataProvider against a real server whose lists all lie past the client list limit (1 row here):
// pages, getMany and getManyReference come from the REST facade through ra-data-simple-rest, while adds, edits and
// deletes keep the contract's endpoints (SPEC 7). Every resource of the registry, both databases.
import type { DataProvider, RaRecord } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../../dataProvider/index.ts';
import { createHttpClient } from '../../../dataProvider/httpClient.ts';
import { createSessionStore } from '../../../dataProvider/session.ts';
import {
  REST_BASE,
  resources,
  type MasterData,
  type ResourceConfig,
  type Values,
} from '../../../resources/index.ts';
import { placedBody, variantsOf, type RecordIn } from '../access/placedBodies.ts';
import { memoryStorage } from '../../fixtures/memoryStorage.ts';
import { databaseKinds, jsonHeaders, useSignedInServer } from '../testServer.ts';

/** A select whose value the record holds as one id: a getManyReference target. */
const referenceOf = (resource: ResourceConfig, row: RaRecord) =>
  resource.fields.find((field) => field.kind === 'select' && typeof row[field.name] === 'number')!.name;

describe.each(databaseKinds)("the app's dataProvider past the client list limit on %s", (kind) => {
  const suite = useSignedInServer(kind);
  const calls: string[] = [];
  const app = (): DataProvider => {
    const session = createSessionStore(memoryStorage());
    session.setToken(suite.token);
    const recording: typeof fetch = (input, init) => {
      const url = new URL(String(input));
      calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
      return fetch(input, init);
    };
    const http = createHttpClient({
      baseUrl: `${suite.server.url}/api/`,
      session,
      fetch: recording,
      onSessionEnd: () => undefined,
    });
    return createDataProvider(http, { clientListLimit: 1 });
  };
  const get = async (path: string) =>
    (await fetch(`${suite.server.url}/api/${path}`, { headers: jsonHeaders(suite.token) })).json();

  it('reads pages and records from the REST facade and writes through the contract, on every resource', async () => {
    const provider = app();
    const kept = new Map<string, number>();
    const recordIn: RecordIn = (collection) =>
      kept.get(resources.find((resource) => resource.masterData?.collection === collection)?.name ?? '');
    for (const resource of resources) {
      const { name, endpoints } = resource;
      const data = (await get('master_data')) as MasterData;
      const ids: number[] = [];
      for (let n = 0; n < 3; n++) {
        const body = placedBody(resource, data, variantsOf(resource, data)[0], 'create', recordIn);
        ids.push(Number((await provider.create(name, { data: body as Values })).data.id));
      }
      kept.set(name, ids[0]);
      const whole = (await get(endpoints.list)) as RaRecord[];
      const newest = whole.map((row) => Number(row.id)).sort((a, b) => b - a);

      calls.length = 0;
      const page = await provider.getList(name, {
        pagination: { page: 1, perPage: 2 },
        sort: { field: 'id', order: 'DESC' },
        filter: {},
      });
      expect([page.data.map((row) => row.id), page.total], name).toEqual([newest.slice(0, 2), whole.length]);
      expect(
        page.data.map((row) => row.serialNo),
        name,
      ).toEqual([1, 2]);
      const many = await provider.getMany(name, { ids: [ids[0], ids[2]] });
      expect(many.data.map((row) => row.id).sort(), name).toEqual([ids[0], ids[2]].sort());
      const [first] = many.data.filter((row) => row.id === ids[0]);
      const target = referenceOf(resource, first);
      const naming = await provider.getManyReference(name, {
        target,
        id: first[target],
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      });
      const expected = whole.filter((row) => row[target] === first[target]).map((row) => row.id);
      expect(
        naming.data.map((row) => row.id),
        name,
      ).toEqual(expected);
      // The first list call asks the contract's list its size; every other read went to the facade.
      expect(
        calls.slice(1).every((call) => call.startsWith(`GET /api/${REST_BASE}/${name}`)),
        name,
      ).toBe(true);

      calls.length = 0;
      await provider.update(name, { id: ids[0], data: first, previousData: first });
      await provider.delete(name, { id: ids[2], previousData: first });
      expect(calls, name).toEqual([
        `POST /api/${endpoints.edit}/${ids[0]}`,
        `GET /api/${endpoints.delete}/${ids[2]}`,
      ]);
    }
  });
});
