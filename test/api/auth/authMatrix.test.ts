// Every non-public API route, from the app's own route table, x every kind of bad token x every spelling of its path.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../../server/auth/tokens.ts';
import { users } from '../../../server/db/schema.ts';
import type { ApiRoutes } from '../../../server/http/apiRoutes.ts';
import { apiRoutes } from '../../../server/routes/index.ts';
import { insertUser, insertUserWithoutPolicy, tokenClaims } from '../factories.ts';
import { jsonHeaders, startTestServer, type TestServer } from '../testServer.ts';

interface RouteEntry {
  method: string;
  url: string;
  public: boolean;
  sessionOnly: boolean;
}

const routeTable: RouteEntry[] = [];
/**
 * Registered first in the API scope, so it sees every route the product's groups add after it. The flags are
 * read once every hook has run: a scope's own hook may mark its routes public (the API reference's).
 */
const recordRoutes: ApiRoutes = (api) => {
  api.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routeTable.push({
        method,
        url: route.url,
        get public() {
          return !!route.config?.public;
        },
        get sessionOnly() {
          return !!route.config?.sessionOnly;
        },
      });
    }
  });
};

const PHOTO_NAME = `${'a'.repeat(32)}.jpg`;
const concrete = (url: string) => url.replace(':id', '1').replace(':name', PHOTO_NAME);
/** '/api/projects' -> '/%61pi/%70rojects': what the router decodes, the raw URL does not show. */
const encoded = (path: string) =>
  path.replace(/^\/api\/(.)/, (_all, first: string) => `/%61pi/%${first.charCodeAt(0).toString(16)}`);

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('the auth matrix', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const expected: Record<string, 401 | 403> = {};

  beforeAll(async () => {
    server = await startTestServer('embedded', {}, { routes: [recordRoutes, ...apiRoutes] });
    const post = (path: string, token: string, body: unknown = {}) =>
      fetch(`${server.url}/api/${path}`, {
        method: 'POST',
        headers: jsonHeaders(token),
        body: JSON.stringify(body),
      });
    const adminToken = await server.login();
    const { sid, sub } = tokenClaims(adminToken);
    const claims = { sub, sid, role: 1, gen: 0 };

    tokens.garbage = 'garbage';
    tokens.forged = await signAccessToken(claims, crypto.randomBytes(32), 15);
    tokens.algNone = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, sub: String(sub), exp: 9e9 })}.`;
    tokens.expired = await signAccessToken(claims, server.config.tokenSecret, 15, {
      now: new Date(Date.now() - 3_600_000),
    });
    tokens.wrongAlgorithm = await new SignJWT({ sid, role: 1, gen: 0 })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(String(sub))
      .setExpirationTime('10m')
      .sign(server.config.tokenSecret);

    const loggedOut = await insertUser(server.db);
    tokens.afterLogout = await server.login(loggedOut.email, loggedOut.password);
    await post('logout', tokens.afterLogout);

    const changer = await insertUser(server.db);
    tokens.afterPasswordChange = await server.login(changer.email, changer.password);
    const other = await server.login(changer.email, changer.password);
    await post('change_password', other, { current_password: changer.password, new_password: 'changed-pw' });

    const deleted = await insertUser(server.db);
    tokens.deletedUser = await server.login(deleted.email, deleted.password);
    await fetch(`${server.url}/api/users_delete/${deleted.id}`, { headers: jsonHeaders(adminToken) });

    const visitor = await insertUserWithoutPolicy(server.db);
    tokens.otherRole = await server.login(visitor.email, visitor.password);

    const newcomer = await insertUser(server.db);
    await server.db.update(users).set({ must_change_password: true }).where(eq(users.id, newcomer.id));
    tokens.passwordChangeDue = await server.login(newcomer.email, newcomer.password);

    for (const state of Object.keys(tokens)) expected[state] = 401;
    expected.otherRole = 403;
    expected.passwordChangeDue = 403;
    tokens.none = '';
    expected.none = 401;
  });
  afterAll(() => server?.close());

  it('reads the route table of the whole API', () => {
    const urls = routeTable.map((route) => route.url);
    expect(urls).toEqual(
      expect.arrayContaining(['/api/users', '/api/health_delete/:id', '/api/logout', '/api/photo/:name']),
    );
    // Beside these, only the API reference is public (docs/decisions/015-public-api-reference.md).
    const isReference = (url: string) => url === '/api/openapi.json' || url.startsWith('/api/docs');
    expect(
      routeTable
        .filter((route) => route.public && !isReference(route.url))
        .map((route) => route.url)
        .sort(),
    ).toEqual(['/api/healthz', '/api/login', '/api/refresh']);
    expect(routeTable.filter((route) => isReference(route.url)).every((route) => route.public)).toBe(true);
  });

  it('answers 401 or 403 on every protected route, for every bad token and every spelling', async () => {
    const failures: string[] = [];
    const protectedRoutes = routeTable.filter((route) => !route.public);
    for (const route of protectedRoutes) {
      for (const path of [concrete(route.url), encoded(concrete(route.url))]) {
        for (const [state, token] of Object.entries(tokens)) {
          // A route open to any live session (logout) answers 200 to the other role and a pending change.
          if (route.sessionOnly && expected[state] === 403) continue;
          if (state === 'passwordChangeDue' && /profile|change_password/.test(route.url)) continue;
          const response = await fetch(`${server.url}${path}`, {
            method: route.method,
            headers: token ? { authorization: `Bearer ${token}` } : {},
            body: route.method === 'POST' ? '{"name":"x"}' : undefined,
          });
          if (response.status !== expected[state])
            failures.push(`${route.method} ${path} [${state}] -> ${response.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(protectedRoutes.length).toBeGreaterThan(30);
  });

  it('lets a valid token through on the encoded spelling too (the matrix tests the gate, not a 404)', async () => {
    const token = await server.login();
    const response = await fetch(`${server.url}${encoded('/api/users')}`, { headers: jsonHeaders(token) });
    expect(response.status).toBe(200);
    expect(Array.isArray(await response.json())).toBe(true);
  });

  it('answers 401 before reading an upload on an encoded path', async () => {
    const form = new FormData();
    form.append('image', new Blob([Buffer.from('not a picture at all')]), 'x.jpg');
    const response = await fetch(`${server.url}${encoded('/api/drivers_add')}`, {
      method: 'POST',
      body: form,
    });
    expect(response.status).toBe(401);
    const broken = await fetch(`${server.url}${encoded('/api/health_add')}`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="image"; filename="a"\r\n\r\ntrunc',
    });
    expect(broken.status).toBe(401);
  });
});
