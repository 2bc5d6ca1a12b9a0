// The app's HTTP conduct: security headers, errors without internals, empty JSON bodies, the SPA fallback.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { districts, projects, roles } from '../../../server/db/schema.ts';
import type { ApiRoutes } from '../../../server/http/apiRoutes.ts';
import { apiRoutes } from '../../../server/routes/index.ts';
import { databaseKinds, jsonHeaders, startTestServer, type TestServer } from '../testServer.ts';

const failingRoutes: ApiRoutes = (api, { db }) => {
  // Failures on purpose, not the API's: left out of the document and its judge.
  const config = { testOnly: true };
  api.get('/test_failure', { config }, async () => {
    throw new Error('secret internal detail');
  });
  api.get('/test_duplicate_role', { config }, async () => {
    await db.insert(roles).values({ role_id: 1, role_name: 'A second administrator role' });
  });
  // Values the rules would refuse, written past them, so the database itself objects (SQLSTATE class 22).
  const badProjects = {
    nul: { project_name: 'Goa\u0000', project_code: 'NUL' },
    range: { project_name: 'Goa', project_code: 'RANGE', state_id: 2 ** 31 },
    date: { project_name: 'Goa', project_code: 'DATE', start_date: '0000-01-01' },
  };
  api.get('/test_bad_value/:kind', { config }, async (request) => {
    const { kind } = request.params as { kind: keyof typeof badProjects | 'syntax' | 'reference' };
    if (kind === 'syntax') await db.execute(sql`select 'abc'::integer`);
    else if (kind === 'reference')
      await db
        .insert(districts)
        .values({ district_id: 999_001, district_name: 'Nowhere', state_id: 999_999 });
    else await db.insert(projects).values(badProjects[kind]);
  });
};

const spaIndex = '<!doctype html><title>Outreach MIS</title><div id="root"></div>';

describe.each(databaseKinds)('the HTTP app on %s', (kind) => {
  let server: TestServer;
  let staticDir: string;
  const errorLog: string[] = [];
  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-spa-'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), spaIndex);
    fs.mkdirSync(path.join(staticDir, 'assets'));
    fs.writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'console.log(1);');
    fs.writeFileSync(path.join(staticDir, 'assets', 'app.js.br'), brotliCompressSync('console.log(1);'));
    fs.writeFileSync(path.join(staticDir, 'index.html.gz'), gzipSync(spaIndex));
    server = await startTestServer(
      kind,
      { staticDir },
      {
        routes: [...apiRoutes, failingRoutes],
        logger: { level: 'error', stream: { write: (line: string) => errorLog.push(line) } },
      },
    );
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it('sends security headers with a policy that allows MUI styles and blob images', async () => {
    const response = await fetch(`${server.url}/`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain("img-src 'self' data: blob:");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it.each([
    ['a refusal', '/api/projects', 401],
    ['an unknown API path', '/api/no_such_route', 404],
    ['a one-record read', '/api/get_project/1', 404],
  ])('sends the same security headers on %s', async (_, path, status) => {
    const token = status === 401 ? undefined : await server.login();
    const response = await fetch(`${server.url}${path}`, token ? { headers: jsonHeaders(token) } : {});
    expect(response.status).toBe(status);
    const root = await fetch(`${server.url}/`);
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
    ])
      expect(response.headers.get(name), name).toBe(root.headers.get(name));
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('answers 500 with a plain message and no stack or detail', async () => {
    const token = await server.login();
    const response = await fetch(`${server.url}/api/test_failure`, { headers: jsonHeaders(token) });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: 'Something went wrong on the server.' });
    expect(text).not.toContain('secret internal detail');
  });

  it('answers 409 with a plain message when a write breaks a unique constraint', async () => {
    const token = await server.login();
    const response = await fetch(`${server.url}/api/test_duplicate_role`, { headers: jsonHeaders(token) });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'This record already exists.' });
  });

  it.each(['nul', 'range', 'date', 'syntax', 'reference'])(
    'answers 422 with a message, never 500, when the database refuses a value (%s)',
    async (badValue) => {
      const token = await server.login();
      const response = await fetch(`${server.url}/api/test_bad_value/${badValue}`, {
        headers: jsonHeaders(token),
      });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ message: 'A value sent cannot be stored: please correct it.' });
    },
  );

  it('logs the cause of a 500 for the operator', async () => {
    const token = await server.login();
    await fetch(`${server.url}/api/test_failure`, { headers: jsonHeaders(token) });
    expect(errorLog.join('')).toContain('secret internal detail');
  });

  it('answers 400 JSON for a body that is not JSON', async () => {
    const response = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: jsonHeaders(),
      body: '{',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });

  it('accepts an empty body sent with a JSON content type', async () => {
    const token = await server.login();
    const response = await fetch(`${server.url}/api/refresh`, {
      method: 'POST',
      headers: jsonHeaders(token),
    });
    expect(response.status).toBe(200);
  });

  it('sends a hashed asset precompressed and cacheable for a year', async () => {
    const response = await fetch(`${server.url}/assets/app.js`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await response.text()).toBe('console.log(1);');
  });

  it('sends index.html compressed and revalidated on every use, also as the fallback of a client route', async () => {
    for (const page of ['/', '/index.html', '/projectEdit/3']) {
      const response = await fetch(`${server.url}${page}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(await response.text()).toBe(spaIndex);
    }
  });

  it('serves index.html for a client route such as /sitCreate', async () => {
    const response = await fetch(`${server.url}/sitCreate`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toBe(spaIndex);
  });

  it('serves index.html for a client route with an id such as /helthEdit/3', async () => {
    expect(await (await fetch(`${server.url}/helthEdit/3`)).text()).toBe(spaIndex);
  });

  it('serves the built files themselves', async () => {
    const response = await fetch(`${server.url}/assets/app.js`);
    expect(await response.text()).toBe('console.log(1);');
  });

  it('does not answer an unknown API path with the app page', async () => {
    const token = await server.login();
    const response = await fetch(`${server.url}/api/sitCreate`, { headers: jsonHeaders(token) });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found.' });
  });
});
