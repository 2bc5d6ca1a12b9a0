// The generated OpenAPI document: it validates, and it describes every API route the app registers, no more.
import { Validator } from '@seriousme/openapi-schema-validator';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driver, payloadKeyOf, project, resources, restPathOf, user } from '../../../resources/index.ts';
import type { ApiRoutes } from '../../../server/http/apiRoutes.ts';
import { apiRoutes } from '../../../server/routes/index.ts';
import { startTestServer, type TestServer } from '../testServer.ts';

type Operation = {
  requestBody?: { content: Record<string, { schema: { properties: object; required?: string[] } }> };
  security: object[];
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
};

/** A schema as written, or the component it refers to (`#/components/schemas/ProjectAddInput`). */
const resolved = <T>(document: Document, schema: T): T => {
  const ref = (schema as { $ref?: string }).$ref;
  return ref ? (document.components.schemas[ref.split('/').pop()!] as T) : schema;
};

/** "GET /api/get_project/{id}" for each method of a route, as the document spells paths. */
const operationsOf = (route: Pick<RouteOptions, 'method' | 'url'>) =>
  [route.method].flat().map((method) => `${method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);

const documented = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );

/** A server whose API routes are recorded as they register, the reference page's own excepted. */
async function startRecordingServer(extra: ApiRoutes[] = []) {
  const registered: string[] = [];
  const recorder: ApiRoutes = (api) => {
    api.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/docs')) registered.push(...operationsOf(route));
    });
  };
  const server = await startTestServer('embedded', {}, { routes: [recorder, ...apiRoutes, ...extra] });
  const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as Document;
  return { server, registered, document };
}

describe('the OpenAPI document', () => {
  let server: TestServer;
  let registered: string[];
  let document: Document;
  beforeAll(async () => ({ server, registered, document } = await startRecordingServer()));
  afterAll(() => server?.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    expect(await new Validator().validate(document)).toEqual({ valid: true });
  });

  it('describes every registered API route, and no route that does not exist', () => {
    expect(registered.length).toBeGreaterThan(30);
    expect(new Set(documented(document))).toEqual(new Set(registered));
  });

  it("lists every resource's five contract paths, deletes by GET", () => {
    for (const { endpoints } of resources) {
      expect(document.paths[`/api/${endpoints.list}`].get).toBeDefined();
      expect(document.paths[`/api/${endpoints.get}/{id}`].get).toBeDefined();
      expect(document.paths[`/api/${endpoints.add}`].post).toBeDefined();
      expect(document.paths[`/api/${endpoints.edit}/{id}`].post).toBeDefined();
      expect(document.paths[`/api/${endpoints.delete}/{id}`].get).toBeDefined();
    }
  });

  it("types the sort parameters of every list, the contract's and the REST facade's", () => {
    type Parameter = { name: string; schema: { type?: string; enum?: string[] } };
    for (const resource of resources)
      for (const path of [`/api/${resource.endpoints.list}`, `/api/${restPathOf(resource)}`]) {
        const { parameters } = document.paths[path].get as unknown as { parameters: Parameter[] };
        for (const name of ['_sort', '_order'])
          expect(
            parameters.find((parameter) => parameter.name === name)?.schema.type,
            `${path} ${name}`,
          ).toBe('string');
      }
  });

  it("gives an add body the config's fields and the fields its rules require", () => {
    const body = resolved(
      document,
      document.paths['/api/projects_add'].post.requestBody!.content['application/json'].schema,
    );
    expect(Object.keys(body.properties).sort()).toEqual(project.fields.map(payloadKeyOf).sort());
    expect(body.required!.sort()).toEqual(
      ['endDate', 'project_code', 'project_name', 'startDate', 'state_id'].sort(),
    );
  });

  it("requires a user's email and password on add but not on edit", () => {
    const schemaOf = (path: string) =>
      resolved(document, document.paths[path].post.requestBody!.content['application/json'].schema);
    expect(schemaOf('/api/users_add').required).toEqual(expect.arrayContaining(['email', 'password']));
    expect(schemaOf('/api/users_edit/{id}').required).not.toContain('password');
    expect(schemaOf('/api/users_edit/{id}').required).not.toContain('email');
    expect(Object.keys(schemaOf('/api/users_add').properties)).toEqual(user.fields.map(payloadKeyOf));
  });

  it("takes drivers' bodies as multipart, with the photo as a file", () => {
    const content = document.paths[`/api/${driver.endpoints.add}`].post.requestBody!.content;
    expect(Object.keys(content)).toEqual(['multipart/form-data', 'application/json']);
    const body = resolved(document, content['multipart/form-data'].schema);
    expect(body.properties).toMatchObject({ image: { format: 'binary' } });
  });

  it("says the login answer's user and the profile carry the signed-in user's area", () => {
    type Answered = { responses: Record<string, { content: Record<string, { schema: Schema }> }> };
    type Schema = { properties: Record<string, Schema>; required?: string[] };
    const answer = (path: string, method: string) =>
      (document.paths[path][method] as unknown as Answered).responses['200'].content['application/json']
        .schema;
    const loginUser = answer('/api/login', 'post').properties.user;
    for (const row of [loginUser, answer('/api/profile', 'get')]) {
      expect(row.required).toContain('area');
      expect(Object.keys(resolved(document, row.properties.area).properties)).toEqual([
        'userId',
        'roleId',
        'administrator',
        'stateId',
        'districtIds',
        'blockId',
        'programId',
        'projectId',
      ]);
    }
  });
});

describe('a route that does not describe itself', () => {
  it('is missing from the document, so the comparison above fails', async () => {
    const undescribed: ApiRoutes = (api) => {
      api.get('/undescribed', async () => ({}));
    };
    const { server, registered, document } = await startRecordingServer([undescribed]);
    try {
      expect(registered).toContain('GET /api/undescribed');
      expect(documented(document)).not.toContain('GET /api/undescribed');
    } finally {
      await server.close();
    }
  });
});
