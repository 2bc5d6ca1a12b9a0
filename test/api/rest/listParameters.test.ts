// Strict list parameters where they are new (docs/decisions/029-rest-facade.md): on the REST facade and on the
// contract's paged calls a parameter the list does not take answers 400 naming it, never a 500 and never a list
// that ignored it; the contract's whole lists still answer whole, cache-busters and all. Every resource of the
// registry, both databases.
import { describe, expect, it } from 'vitest';
import {
  filterFieldsOf,
  resources,
  restPathOf,
  sortFieldsOf,
  validatePayload,
  type MasterData,
  type ResourceConfig,
} from '../../../resources/index.ts';
import { placedBody, variantsOf } from '../access/placedBodies.ts';
import { databaseKinds, jsonHeaders, useSignedInServer } from '../testServer.ts';

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** A query that must be refused, and the parameter the refusal must name. */
type Refused = [query: string, names: string];

/** What the facade refuses of every resource: bad ranges, sorts, filters and names, in both dialects. */
function refusedOnFacade(resource: ResourceConfig): Refused[] {
  const [sortable] = sortFieldsOf(resource);
  return [
    ['foo=bar', 'foo'],
    ['embed=%5B%5D', 'embed'],
    [`range=${json([0])}`, 'range'],
    [`range=${json(['a', 'b'])}`, 'range'],
    [`range=${json([5, 2])}`, 'range'],
    [`range=${json([-1, 9])}`, 'range'],
    [`range=${json([0.5, 9])}`, 'range'],
    [`range=${json([0, 5000])}`, 'range'],
    ['range=nope', 'range'],
    [`range=${json([0, 9])}&range=${json([0, 9])}`, 'range'],
    [`range=${json([0, 9])}&_start=0&_end=10`, '_start'],
    [`sort=${json(['nope', 'ASC'])}`, 'sort'],
    [`sort=${json([sortable, 'UP'])}`, 'sort'],
    [`sort=${json(sortable)}`, 'sort'],
    [`filter=${json([1])}`, 'filter'],
    ['filter=%7Bnope', 'filter'],
    [`filter=${json({ nope: 1 })}`, 'nope'],
    [`filter=${json({ constructor: 1 })}`, 'constructor'],
    ['filter=%7B%22__proto__%22%3A1%7D', '__proto__'],
    ['__proto__=1', '__proto__'],
    [`filter=${json({ id: 'x' })}`, 'id'],
    [`filter=${json({ id: [1, { a: 1 }] })}`, 'id'],
    [`filter=${json({ id: null })}`, 'id'],
    [`filter=${json({ q: 5 })}`, 'filter'],
    [`filter=${json({ q: 'a'.repeat(201) })}`, 'q'],
    [`filter=${json({ id: 1 })}&id=2`, 'id'],
    ['_sort=nope&_start=0&_end=10', '_sort'],
    ['_order=UP', '_order'],
    ['_start=0', '_end'],
    ['_start=10&_end=5', '_end'],
    ['_start=0&_end=5000', '_end'],
    ['id_gte=1', 'id_gte'],
    ['q=%00', 'q'],
  ];
}

/** Values no field of these kinds holds: each filter field of a number, id or date must refuse them by name. */
const NOT_A_NUMBER = ['abc', '-1', '1.5', '1e3', '99999999999', '', "1'--", '[1]'];
const NOT_A_DATE = ['2024-13-01', '12/05/2024', 'abc', ''];

function typedFilters(resource: ResourceConfig): Refused[] {
  return filterFieldsOf(resource).flatMap((field) => {
    const kind = resource.fields.find((one) => one.name === field)?.kind ?? 'id';
    const bad =
      kind === 'date' ? NOT_A_DATE : ['select', 'number', 'id'].includes(kind) ? NOT_A_NUMBER : ['\u0001'];
    return bad.flatMap((value): Refused[] => [
      [`${field}=${encodeURIComponent(value)}`, field],
      [`filter=${json({ [field]: value })}`, field],
    ]);
  });
}

describe.each(databaseKinds)('list parameters on %s', (kind) => {
  const suite = useSignedInServer(kind);
  const get = async (path: string) => {
    const response = await fetch(`${suite.server.url}${path}`, { headers: jsonHeaders(suite.token) });
    return { status: response.status, headers: response.headers, body: await response.json() };
  };
  const refusals = async (path: string, cases: Refused[]) => {
    const wrong: string[] = [];
    for (const [query, name] of cases) {
      const { status, body } = await get(`${path}?${query}`);
      if (status !== 400 || !Object.hasOwn(body.errors ?? {}, name) || !String(body.message).includes(name))
        wrong.push(
          `${path}?${query}: ${status} ${JSON.stringify(body).slice(0, 200)} (expected 400 on ${name})`,
        );
    }
    return wrong;
  };

  it.each(resources.map((resource) => [resource.name, resource] as const))(
    'refuses on the REST facade of %s every unknown or bad parameter, naming it',
    async (_name, resource) => {
      const path = `/api/${restPathOf(resource)}`;
      expect(await refusals(path, [...refusedOnFacade(resource), ...typedFilters(resource)])).toEqual([]);
    },
  );

  it.each(resources.map((resource) => [resource.name, resource] as const))(
    "refuses on the contract's paged list of %s a filter, a range or an unknown parameter, naming it",
    async (_name, resource) => {
      const path = `/api/${resource.endpoints.list}`;
      const [field] = filterFieldsOf(resource).slice(-1);
      const cases: Refused[] = [
        [`_start=0&_end=10&${field}=1`, field],
        [`_start=0&_end=10&range=${json([0, 9])}`, 'range'],
        ['_start=0&_end=10&foo=bar', 'foo'],
        ['_start=0&_end=10&_sort=nope', '_sort'],
      ];
      expect(await refusals(path, cases)).toEqual([]);
    },
  );

  it.each(resources.map((resource) => [resource.name, resource] as const))(
    "refuses on the contract's whole list of %s what would ask for part of it, and answers it whole past a cache-buster",
    async (_name, resource) => {
      const path = `/api/${resource.endpoints.list}`;
      const cases: Refused[] = [
        ...filterFieldsOf(resource).map((field): Refused => [`${field}=1`, field]),
        ['id_ne=1', 'id_ne'],
        [`filter=${json({ id: [1] })}`, 'filter'],
        [`range=${json([0, 9])}`, 'range'],
        ['_page=1', '_page'],
        ['_limit=10', '_limit'],
      ];
      expect(await refusals(path, cases)).toEqual([]);
      const whole = await get(path);
      expect(whole.status).toBe(200);
      for (const buster of ['_=1700000000000', 't=1', 'nocache=abc'])
        expect((await get(`${path}?${buster}`)).body, buster).toEqual(whole.body);
    },
  );

  it('filters the REST facade by the values given and counts what the filter found', async () => {
    // A resource whose add needs a state: records of it in two states.
    const needsState = (one: ResourceConfig) => {
      const checked = validatePayload(one, {}, 'create');
      return !checked.ok && 'state_id' in checked.errors;
    };
    const resource = resources.find(needsState)!;
    const path = `/api/${restPathOf(resource)}`;
    const data = (await get('/api/master_data')).body as MasterData;
    const [home, elsewhere] = ['home', 'otherState'].map((place) =>
      variantsOf(resource, data).find((variant) => variant.name.startsWith(place))!,
    );
    for (const variant of [home, elsewhere, home]) {
      const body = placedBody(resource, data, variant, 'create');
      const response = await fetch(`${suite.server.url}${path}`, {
        method: 'POST',
        headers: jsonHeaders(suite.token),
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(201);
    }
    const all = (await get(path)).body as { id: number; state_id: number }[];
    const expected = all.filter((one) => one.state_id === home.place.state_id).map((one) => one.id);
    expect(expected.length).toBeGreaterThanOrEqual(2);
    expect(expected.length).toBeLessThan(all.length);
    const state = home.place.state_id;
    for (const query of [`state_id=${state}`, `filter=${json({ state_id: state })}`]) {
      const answer = await get(`${path}?${query}`);
      expect(answer.status).toBe(200);
      expect((answer.body as { id: number }[]).map((one) => one.id)).toEqual(expected);
      expect(answer.headers.get('x-total-count')).toBe(String(expected.length));
      expect(answer.headers.get('content-range')).toBe(
        `${resource.name} 0-${expected.length - 1}/${expected.length}`,
      );
    }
  });
});
