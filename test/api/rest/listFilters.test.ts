// The lists' declared filters at the REST facade, as the app sends them once the server pages a list
// (dataProvider/listSources.ts): every one taken beside the search, a text matched whole (MHU-1 is not MHU-10), the
// search still finding what contains it. Every resource of the registry, both databases.
import { describe, expect, it } from 'vitest';
import {
  listFiltersOf,
  resources,
  restPathOf,
  type FieldConfig,
  type MasterData,
  type ResourceConfig,
} from '../../../resources/index.ts';
import { placedBody, variantsOf } from '../access/placedBodies.ts';
import { databaseKinds, jsonHeaders, useSignedInServer } from '../testServer.ts';

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** A value of each kind a list filters on. */
const SAMPLE: Record<string, number | string> = { select: 2, text: 'MHU-1', date: '2030-01-31' };

/** A resource that filters on a text field its search also reads, and that field. */
const textFiltered = (): [ResourceConfig, FieldConfig] => {
  for (const resource of resources) {
    const field = listFiltersOf(resource).find(
      (one) => one.kind === 'text' && resource.search.includes(one.name),
    );
    if (field) return [resource, field];
  }
  throw new Error('No list filters on a text');
};

describe.each(databaseKinds)('list filters at the REST facade on %s', (kind) => {
  const suite = useSignedInServer(kind);
  const get = async (path: string) => {
    const response = await fetch(`${suite.server.url}${path}`, { headers: jsonHeaders(suite.token) });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('takes every declared filter of every list with the search and a page, as the app sends them', async () => {
    const refused: string[] = [];
    for (const resource of resources) {
      const filter = Object.fromEntries(
        listFiltersOf(resource).map((field) => [field.name, SAMPLE[field.kind]]),
      );
      const query = `filter=${json({ q: 'a', ...filter })}&range=${json([0, 9])}&sort=${json(['id', 'ASC'])}`;
      const { status, body } = await get(`/api/${restPathOf(resource)}?${query}`);
      if (status !== 200) refused.push(`${resource.name}: ${status} ${JSON.stringify(body).slice(0, 200)}`);
    }
    expect(refused).toEqual([]);
  });

  it('matches a text filter whole, where the search finds what contains it', async () => {
    const [resource, field] = textFiltered();
    const post = async (to: ResourceConfig, changes: Record<string, unknown> = {}) => {
      const data = (await get('/api/master_data')).body as MasterData;
      const home = variantsOf(to, data).find((variant) => variant.name.startsWith('home'))!;
      const response = await fetch(`${suite.server.url}/api/${restPathOf(to)}`, {
        method: 'POST',
        headers: jsonHeaders(suite.token),
        body: JSON.stringify({ ...placedBody(to, data, home, 'create'), ...changes }),
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: number }).id;
    };
    // A record of each master-data resource (a site), for the records that name one.
    for (const named of resources.filter((one) => one.masterData && one !== resource)) await post(named);
    const path = `/api/${restPathOf(resource)}`;
    const tag = String(Date.now() % 100000);
    const [one, ten] = [`F${tag}-1`, `F${tag}-10`];
    const ids: Record<string, number> = {};
    for (const value of [one, ten]) ids[value] = await post(resource, { [field.name]: value });
    const idsOf = async (filter: Record<string, unknown>) =>
      ((await get(`${path}?filter=${json(filter)}&range=${json([0, 99])}`)).body as { id: number }[]).map(
        (row) => row.id,
      );
    expect(await idsOf({ [field.name]: one })).toEqual([ids[one]]);
    expect(await idsOf({ [field.name]: ten })).toEqual([ids[ten]]);
    expect((await idsOf({ q: one })).sort((a, b) => a - b)).toEqual([ids[one], ids[ten]]);
    expect(await idsOf({ q: one, [field.name]: ten })).toEqual([ids[ten]]);
  });
});
