// Lists cheap to repeat: a strong ETag per version, 304 without reading rows, compressed cached bodies.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import type { project, RecordOf } from '../../../resources/index.ts';
import {
  databaseKinds,
  jsonHeaders,
  startTestServer,
  type TestServer,
  useSignedInServer,
} from '../testServer.ts';
import { expectNotModifiedWithoutRows } from './notModified.ts';

const aProject = (code: string) => ({
  id: '',
  project_name: `Project ${code}`,
  project_code: code,
  state_id: 2,
  startDate: '2030-01-01',
  endDate: '2030-12-31',
});

describe.each(databaseKinds)('the projects list on %s', (kind) => {
  const suite = useSignedInServer(kind);

  const get = (path: string, headers: Record<string, string> = {}, base = suite.server.url) =>
    fetch(`${base}/api/${path}`, { headers: { authorization: `Bearer ${suite.token}`, ...headers } });
  const post = (path: string, body: unknown) =>
    fetch(`${suite.server.url}/api/${path}`, {
      method: 'POST',
      headers: jsonHeaders(suite.token),
      body: JSON.stringify(body),
    });
  const add = async (code: string) =>
    (await (await post('projects_add', aProject(code))).json()).id as number;
  const etagNow = async () => (await get('projects')).headers.get('etag') ?? '';

  it('answers a strong ETag, revalidated on every use and kept out of shared caches', async () => {
    const response = await get('projects');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f-]{36}-\d+"$/);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('answers 304 to the current ETag without reading a row', async () => {
    await add('ROWS-1');
    const etag = await etagNow();
    await expectNotModifiedWithoutRows(suite.server.db, 'projects', etag, () =>
      get('projects', { 'if-none-match': etag }),
    );
  });

  it('changes the ETag on every add, edit and delete, and answers the new list', async () => {
    const id = await add('CHANGE-1');
    const afterAdd = await etagNow();
    await post(`projects_edit/${id}`, { ...aProject('CHANGE-2'), id: undefined });
    const afterEdit = await etagNow();
    await get(`project_delete/${id}`);
    const afterDelete = await get('projects', { 'if-none-match': afterEdit });
    expect(new Set([afterAdd, afterEdit, afterDelete.headers.get('etag')]).size).toBe(3);
    expect(afterDelete.status).toBe(200);
    const codes = ((await afterDelete.json()) as RecordOf<typeof project>[]).map((row) => row.project_code);
    expect(codes).not.toContain('CHANGE-2');
  });

  it('versions a list whose version has no row yet (a database restored from before the seed made them)', async () => {
    await suite.server.db.execute(sql`delete from list_versions where resource = 'project'`);
    await add('FIRST-ROW');
    const afterFirst = await etagNow();
    await add('SECOND-ROW');
    const after = await get('projects', { 'if-none-match': afterFirst });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(afterFirst);
    expect(((await after.json()) as RecordOf<typeof project>[]).map((row) => row.project_code)).toContain(
      'SECOND-ROW',
    );
  });

  it('keeps the ETag when a write is refused', async () => {
    const before = await etagNow();
    expect((await post('projects_add', { ...aProject('BAD'), state_id: 999_999 })).status).toBe(422);
    expect(await etagNow()).toBe(before);
  });

  it('answers the whole list to a garbage or outdated If-None-Match', async () => {
    for (const held of ['garbage', '"not-a-version"', 'W/"', '']) {
      const response = await get('projects', { 'if-none-match': held });
      expect(response.status).toBe(200);
      expect(Array.isArray(await response.json())).toBe(true);
    }
  });

  it('never answers 304 to a token that no longer has access', async () => {
    const etag = await etagNow();
    const other = await suite.server.login();
    await fetch(`${suite.server.url}/api/logout`, { method: 'POST', headers: jsonHeaders(other) });
    const response = await fetch(`${suite.server.url}/api/projects`, {
      headers: { authorization: `Bearer ${other}`, 'if-none-match': etag },
    });
    expect(response.status).toBe(401);
  });

  it('sends the list as brotli or gzip as accepted, the same rows either way', async () => {
    for (let i = 0; i < 30; i++) await add(`ZIP-${i}`);
    const plain = await (await get('projects', { 'accept-encoding': 'identity' })).text();
    const raw = (encoding: string) =>
      fetch(`${suite.server.url}/api/projects`, {
        headers: { authorization: `Bearer ${suite.token}`, 'accept-encoding': encoding },
      });
    // fetch decodes bodies itself: read the encoding from the headers, and decode by hand from node:http.
    const br = await raw('br');
    const gzip = await raw('gzip;q=1, br;q=0.5');
    expect([br.headers.get('content-encoding'), gzip.headers.get('content-encoding')]).toEqual([
      'br',
      'gzip',
    ]);
    expect([await br.text(), await gzip.text()]).toEqual([plain, plain]);
    expect(brotliDecompressSync(await bodyBytes('br')).toString()).toBe(plain);
    expect(gunzipSync(await bodyBytes('gzip')).toString()).toBe(plain);
  });

  /** The list's body as sent on the wire, undecoded. */
  async function bodyBytes(encoding: string): Promise<Buffer> {
    const { request } = await import('node:http');
    return new Promise((resolve, reject) => {
      const call = request(
        `${suite.server.url}/api/projects`,
        { headers: { authorization: `Bearer ${suite.token}`, 'accept-encoding': encoding } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve(Buffer.concat(chunks)));
        },
      );
      call.on('error', reject);
      call.end();
    });
  }

  it('answers one record of the current list, and its new values after an edit', async () => {
    const id = await add('ONE-1');
    await get('projects');
    expect((await (await get(`get_project/${id}`)).json())[0].project_code).toBe('ONE-1');
    await post(`projects_edit/${id}`, aProject('ONE-2'));
    expect((await (await get(`get_project/${id}`)).json())[0].project_code).toBe('ONE-2');
    await get(`project_delete/${id}`);
    await get('projects');
    expect((await get(`get_project/${id}`)).status).toBe(404);
  });
});

describe('two servers on one PostgreSQL database', () => {
  let server: TestServer;
  let other: Awaited<ReturnType<typeof buildApp>>;
  let otherUrl: string;
  beforeAll(async () => {
    server = await startTestServer('postgres');
    other = await buildApp({ db: server.db, config: server.config, logger: false });
    otherUrl = await other.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await other?.close();
    await server?.close();
  });

  it('shows a change made on one server at the next revalidation on the other', async () => {
    const token = await server.login();
    const list = (headers: Record<string, string> = {}) =>
      fetch(`${otherUrl}/api/projects`, { headers: { authorization: `Bearer ${token}`, ...headers } });
    const etag = (await list()).headers.get('etag') ?? '';
    await fetch(`${server.url}/api/projects_add`, {
      method: 'POST',
      headers: jsonHeaders(token),
      body: JSON.stringify(aProject('ELSEWHERE-1')),
    });
    const response = await list({ 'if-none-match': etag });
    expect(response.status).toBe(200);
    const codes = ((await response.json()) as RecordOf<typeof project>[]).map((row) => row.project_code);
    expect(codes).toContain('ELSEWHERE-1');
  });
});
