// The REST facade driven by the stock react-admin providers, ra-data-simple-rest and ra-data-json-server, as any
// react-admin app would use them (their own fetchJson with the bearer token): every DataProvider method on every
// resource of the registry, on both databases. Bodies go as JSON; a photo rides only as multipart (its own test).
import jsonServerProvider from 'ra-data-json-server';
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider, type RaRecord } from 'ra-core';
import { describe, expect, it } from 'vitest';
import {
  REST_BASE,
  resources,
  type MasterData,
  type ResourceConfig,
  type Values,
} from '../../../resources/index.ts';
import { placedBody, variantsOf, type RecordIn } from '../access/placedBodies.ts';
import { databaseKinds, jsonHeaders, useSignedInServer } from '../testServer.ts';

type Provider = (url: string, http: typeof fetchUtils.fetchJson) => DataProvider;
const providers: [string, Provider][] = [
  ['ra-data-simple-rest', simpleRestProvider],
  ['ra-data-json-server', jsonServerProvider],
];

/** The first field the record's name is: a plain text field (no unique code, no email), to rename. */
const nameFieldOf = (resource: ResourceConfig) =>
  resource.fields.find((field) => field.kind === 'text' && !field.unique)!.name;

/** A select whose value the record holds as one id (a user's districts may be several): getManyReference's target. */
const referenceOf = (resource: ResourceConfig, row: RaRecord) =>
  resource.fields.find((field) => field.kind === 'select' && typeof row[field.name] === 'number')!.name;

const idsOf = (rows: RaRecord[]) => rows.map((row) => Number(row.id)).sort((a, b) => a - b);

/** The status a provider's call failed with (fetchJson's HttpError), or 'resolved'. */
const failedWith = (call: Promise<unknown>) =>
  call.then(
    () => 'resolved',
    (error: { status?: number }) => error.status,
  );

describe.each(databaseKinds)('the REST facade with the stock providers on %s', (kind) => {
  const suite = useSignedInServer(kind);
  const http: typeof fetchUtils.fetchJson = (url, options = {}) =>
    fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: `Bearer ${suite.token}` } });
  const masterData = async () =>
    (await (
      await fetch(`${suite.server.url}/api/master_data`, { headers: jsonHeaders(suite.token) })
    ).json()) as MasterData;

  it.each(providers)('%s: every DataProvider method works on every resource', async (_name, provider) => {
    const dataProvider = provider(`${suite.server.url}/api/${REST_BASE}`, http);
    // A record kept live of each resource, for the later resources' bodies to name (a driver's site).
    const kept = new Map<string, number>();
    const recordIn: RecordIn = (collection) => {
      const named = resources.find((resource) => resource.masterData?.collection === collection);
      return named && kept.get(named.name);
    };
    for (const resource of resources) {
      const name = resource.name;
      const data = await masterData();
      const body = () => placedBody(resource, data, variantsOf(resource, data)[0], 'create', recordIn);
      const created: RaRecord[] = [];
      for (let n = 0; n < 4; n++)
        created.push((await dataProvider.create(name, { data: body() as Values })).data);
      const ids = created.map((record) => Number(record.id));
      expect(
        ids.every((id) => Number.isInteger(id) && id > 0),
        name,
      ).toBe(true);
      const [first, second, third, fourth] = ids;
      kept.set(name, fourth);

      // ra-data-json-server answers a create with the body sent over the record (a user's password with it).
      const one = (await dataProvider.getOne(name, { id: first })).data;
      expect(created[0], name).toEqual(expect.objectContaining(one));

      const many = (await dataProvider.getMany(name, { ids: [first, third] })).data;
      expect(idsOf(many), name).toEqual([first, third]);

      const page = await dataProvider.getList(name, {
        pagination: { page: 2, perPage: 3 },
        sort: { field: 'id', order: 'DESC' },
        filter: { id: ids },
      });
      expect({ ids: idsOf(page.data), total: page.total }, name).toEqual({ ids: [first], total: 4 });

      const nameField = nameFieldOf(resource);
      const searched = await dataProvider.getList(name, {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'id', order: 'ASC' },
        filter: { q: String(one[nameField]).trim(), id: ids },
      });
      expect(idsOf(searched.data), name).toContain(first);

      const target = referenceOf(resource, one);
      const referencing = await dataProvider.getManyReference(name, {
        target,
        id: one[target],
        pagination: { page: 1, perPage: 1000 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      });
      expect(idsOf(referencing.data), name).toContain(first);
      expect(
        referencing.data.every((row) => row[target] === one[target]),
        name,
      ).toBe(true);
      expect(referencing.total, name).toBe(referencing.data.length);

      const renamed = `Renamed ${name} ${first}`;
      const updated = await dataProvider.update(name, {
        id: first,
        data: { ...one, [nameField]: renamed },
        previousData: one,
      });
      expect(updated.data, name).toMatchObject({ id: first, [nameField]: renamed, version: 2 });

      const together = `Together ${name}`;
      const updatedMany = await dataProvider.updateMany(name, {
        ids: [second, third],
        data: { [nameField]: together },
      });
      expect([...(updatedMany.data ?? [])].sort(), name).toEqual([second, third].sort());
      const both = (await dataProvider.getMany(name, { ids: [second, third] })).data;
      expect(
        both.map((row) => row[nameField]),
        name,
      ).toEqual([together, together]);

      const deleted = await dataProvider.delete(name, { id: first, previousData: updated.data });
      expect(deleted.data, name).toMatchObject({ id: first, [nameField]: renamed });
      expect(await failedWith(dataProvider.getOne(name, { id: first })), name).toBe(404);

      const deletedMany = await dataProvider.deleteMany(name, { ids: [second, third] });
      expect([...(deletedMany.data ?? [])].sort(), name).toEqual([second, third].sort());
      expect((await dataProvider.getMany(name, { ids: [first, second, third, fourth] })).data).toEqual([
        expect.objectContaining({ id: fourth }),
      ]);
    }
  });
});
