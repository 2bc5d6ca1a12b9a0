// The REST facade's writes are the contract's (docs/decisions/029-rest-facade.md): the same checks and answers to
// a bad body, the same Idempotency-Key replays, ETag and If-Match, list revalidation, audit and photos, for every
// resource of the registry, on both databases.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  payloadKeyOf,
  resources,
  restPathOf,
  type MasterData,
  type ResourceConfig,
  type Values,
} from '../../../resources/index.ts';
import { placedBody, variantsOf, type RecordIn } from '../access/placedBodies.ts';
import { formOf } from '../fieldOps/fieldOpsServer.ts';
import { pngBlob } from '../fieldOps/testImages.ts';
import { newKey } from '../integrity/integrityServers.ts';
import { databaseKinds, useSignedInServer } from '../testServer.ts';

interface Reply {
  status: number;
  headers: Headers;
  body: Values & Values[];
}

const nameFieldOf = (resource: ResourceConfig) =>
  resource.fields.find((field) => field.kind === 'text' && !field.unique)!.name;

describe.each(databaseKinds)('REST facade writes on %s', (kind) => {
  const suite = useSignedInServer(kind);
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply> => {
    const isForm = body instanceof FormData;
    const response = await fetch(`${suite.server.url}/api/${path}`, {
      method,
      headers: {
        authorization: `Bearer ${suite.token}`,
        ...(body !== undefined && !isForm && { 'content-type': 'application/json' }),
        ...headers,
      },
      body: isForm || typeof body === 'string' ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
  };
  // A record of each resource kept live for the bodies of later ones (a driver names a site).
  const kept = new Map<string, number>();
  const recordIn: RecordIn = (collection) =>
    kept.get(resources.find((resource) => resource.masterData?.collection === collection)?.name ?? '');
  let masterData: MasterData;
  const bodyOf = (resource: ResourceConfig) =>
    placedBody(resource, masterData, variantsOf(resource, masterData)[0], 'create', recordIn);
  const add = async (resource: ResourceConfig) => {
    const added = await call('POST', restPathOf(resource), bodyOf(resource));
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    return added.body;
  };
  beforeAll(async () => {
    for (const resource of resources) {
      masterData = (await call('GET', 'master_data')).body as unknown as MasterData;
      kept.set(resource.name, Number((await add(resource)).id));
    }
    masterData = (await call('GET', 'master_data')).body as unknown as MasterData;
  });
  const eachResource = it.each(resources.map((resource) => [resource.name, resource] as const));

  eachResource(
    'refuses a bad %s body as the contract does: 422 with the same messages',
    async (_name, resource) => {
      const path = restPathOf(resource);
      const contract = await call('POST', resource.endpoints.add, {});
      const facade = await call('POST', path, {});
      expect(facade.status).toBe(422);
      expect(facade.body).toEqual(contract.body);
      const id = kept.get(resource.name)!;
      const stored = (await call('GET', `${path}/${id}`)).body;
      const nameKey = payloadKeyOf(resource.fields.find((field) => field.name === nameFieldOf(resource))!);
      const edited = await call('PUT', `${path}/${id}`, { [nameKey]: '' });
      expect(edited.status).toBe(422);
      expect(Object.keys(edited.body.errors as object)).toEqual([nameKey]);
      expect((await call('GET', `${path}/${id}`)).body).toEqual(stored);
      for (const method of ['POST', 'PUT'])
        expect((await call(method, method === 'PUT' ? `${path}/${id}` : path, '{"broken":')).status).toBe(
          400,
        );
    },
  );

  eachResource(
    'changes only the %s fields a PUT gives, on the record its path names',
    async (_name, resource) => {
      const path = restPathOf(resource);
      const [other, record] = [kept.get(resource.name)!, await add(resource)];
      const before = (await call('GET', `${path}/${other}`)).body;
      const field = nameFieldOf(resource);
      const edited = await call('PUT', `${path}/${record.id}`, { id: other, [field]: 'Only this changed' });
      expect(edited.status).toBe(200);
      expect(edited.body).toEqual({ ...record, [field]: 'Only this changed', version: 2 });
      expect(edited.headers.get('etag')).toBe('"2"');
      expect((await call('GET', `${path}/${other}`)).body).toEqual(before);
    },
  );

  /** Text fields a record holds, whose values a fresh valid body gives anew: two of them can race. */
  const textsOf = (resource: ResourceConfig) => resource.fields.filter((field) => field.kind === 'text');
  // A config of one text field has no two fields to race: its records are not sent this test.
  it.each(resources.filter((resource) => textsOf(resource).length >= 2).map((r) => [r.name, r] as const))(
    'keeps both of two %s PUTs sent at once, each of another field',
    async (_name, resource) => {
      const record = await add(resource);
      const path = `${restPathOf(resource)}/${record.id}`;
      const texts = textsOf(resource).filter((field) => record[field.name] !== null);
      const [one, other] = texts.map((field) => [field.name, payloadKeyOf(field)] as const);
      for (let round = 0; round < 5; round++) {
        const values = bodyOf(resource);
        const answers = await Promise.all(
          [one, other].map(([, key]) => call('PUT', path, { [key]: values[key] })),
        );
        expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
        const stored = (await call('GET', path)).body;
        expect([stored[one[0]], stored[other[0]]]).toEqual([values[one[1]], values[other[1]]]);
      }
    },
  );

  eachResource(
    'replays a retried %s add or edit with its Idempotency-Key and writes once',
    async (_name, resource) => {
      const path = restPathOf(resource);
      const key = newKey();
      const body = bodyOf(resource);
      const first = await call('POST', path, body, { 'idempotency-key': key });
      const again = await call('POST', path, body, { 'idempotency-key': key });
      expect(first.status).toBe(201);
      expect(again).toMatchObject({ status: 201, body: first.body });
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      const rows = (await call('GET', `${path}?${resource.idKey}=${first.body.id}`)).body;
      expect(rows).toHaveLength(1);
      // Another body (two samples of a small config may be the same body, which is a retry).
      let otherBody = bodyOf(resource);
      while (JSON.stringify(otherBody) === JSON.stringify(body)) otherBody = bodyOf(resource);
      const other = await call('POST', path, otherBody, { 'idempotency-key': key });
      expect(other.status).toBe(422);
      const field = nameFieldOf(resource);
      const editKey = newKey();
      const edit = { [field]: 'Edited once' };
      const edited = await call('PUT', `${path}/${first.body.id}`, edit, { 'idempotency-key': editKey });
      const replayed = await call('PUT', `${path}/${first.body.id}`, edit, { 'idempotency-key': editKey });
      expect(replayed.body).toEqual(edited.body);
      expect((await call('GET', `${path}/${first.body.id}`)).body.version).toBe(2);
    },
  );

  eachResource(
    'refuses a stale %s edit or delete with 412 and the record as it is',
    async (_name, resource) => {
      const path = `${restPathOf(resource)}/${(await add(resource)).id}`;
      const read = await call('GET', path);
      expect(read.headers.get('etag')).toBe('"1"');
      const field = nameFieldOf(resource);
      expect((await call('PUT', path, { [field]: 'First' }, { 'if-match': '"1"' })).status).toBe(200);
      const stale = await call('PUT', path, { [field]: 'Second' }, { 'if-match': '"1"' });
      expect(stale.status).toBe(412);
      expect(stale.body.record).toMatchObject({ [field]: 'First', version: 2 });
      expect((await call('DELETE', path, undefined, { 'if-match': '"1"' })).status).toBe(412);
      expect((await call('PUT', path, {}, { 'if-match': 'nonsense' })).status).toBe(400);
      const deleted = await call('DELETE', path, undefined, { 'if-match': '"2"' });
      expect(deleted).toMatchObject({ status: 200, body: { [field]: 'First', version: 2 } });
      expect((await call('GET', path)).status).toBe(404);
      expect((await call('DELETE', path)).status).toBe(404);
    },
  );

  eachResource(
    'revalidates the whole %s list by its ETag, and writes what the history shows',
    async (_name, resource) => {
      const path = restPathOf(resource);
      const whole = await call('GET', path);
      const etag = whole.headers.get('etag')!;
      expect(whole.headers.get('content-range')).toBe(
        `${resource.name} 0-${whole.body.length - 1}/${whole.body.length}`,
      );
      expect((await call('GET', path, undefined, { 'if-none-match': etag })).status).toBe(304);
      const record = await add(resource);
      expect((await call('GET', path, undefined, { 'if-none-match': etag })).status).toBe(200);
      await call('PUT', `${path}/${record.id}`, { [nameFieldOf(resource)]: 'Renamed' });
      await call('DELETE', `${path}/${record.id}`);
      const history = (await call('GET', `history/${resource.name}/${record.id}`)).body;
      expect(history.map((entry) => entry.action)).toEqual(['Deleted', 'Edited', 'Added']);
    },
  );

  it.each(
    resources
      .filter((resource) => resource.fields.some((field) => field.kind === 'file'))
      .map((r) => [r.name, r] as const),
  )('stores a %s photo sent as multipart, and keeps it through a JSON edit', async (_name, resource) => {
    const file = resource.fields.find((field) => field.kind === 'file')!.name;
    const path = `${restPathOf(resource)}/${(await add(resource)).id}`;
    const withPhoto = await call('PUT', path, formOf({ [file]: await pngBlob() }));
    expect(withPhoto.status, JSON.stringify(withPhoto.body)).toBe(200);
    const name = String(withPhoto.body[file]);
    expect(name).toMatch(/^[0-9a-f]{32}\.png$/);
    const photo = await fetch(`${suite.server.url}/api/photo/${name}`, {
      headers: { authorization: `Bearer ${suite.token}` },
    });
    expect(photo.headers.get('content-type')).toBe('image/png');
    const renamed = await call('PUT', path, { [nameFieldOf(resource)]: 'Kept photo', [file]: 'x.png' });
    expect(renamed.body[file]).toBe(name);
  });
});
