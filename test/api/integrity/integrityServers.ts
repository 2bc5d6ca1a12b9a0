// Two servers on one database (PostgreSQL: each with its own connections; embedded: two apps on the one database),
// signed in as the administrator, with calls that set any header: the write-integrity tests' setup.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { openDatabase, type DatabaseHandle } from '../../../server/db/connection.ts';
import { jsonHeaders, startTestServer, type DatabaseKind, type TestServer } from '../testServer.ts';

export interface Reply {
  status: number;
  headers: Headers;
  body: Record<string, unknown> & unknown[];
}

export interface Caller {
  /** GET without a body, POST JSON with one; `headers` are added to the bearer token's. */
  call(url: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Reply>;
}

export const newKey = () => crypto.randomUUID();

/**
 * Valid project add bodies, each with its own code (`prefix-1`, `prefix-2`...), `overrides` set over them.
 * @example const projectBody = projectBodies('EC'); projectBody({ project_name: 'Renamed' })
 */
export const projectBodies = (prefix: string) => {
  let codes = 0;
  return (overrides: Record<string, unknown> = {}) => ({
    id: '',
    project_name: 'Clean Water',
    project_code: `${prefix}-${++codes}`,
    state_id: 2,
    startDate: '2030-01-15',
    endDate: '2030-12-31',
    ...overrides,
  });
};

/** Starts, before the suite's tests, a server and a second one on its database; `token` is the administrator's. */
export function useTwoServers(kind: DatabaseKind) {
  const suite = {
    first: undefined as unknown as TestServer,
    second: undefined as unknown as { app: FastifyInstance; url: string; database?: DatabaseHandle },
    token: '',
    /** A call to the first server as the administrator. */
    call: (path: string, body?: unknown, headers?: Record<string, string>) =>
      callAs(suite.token, suite.first.url, path, body, headers),
    /** The same call to the second server. */
    callSecond: (path: string, body?: unknown, headers?: Record<string, string>) =>
      callAs(suite.token, suite.second.url, path, body, headers),
  };
  beforeAll(async () => {
    suite.first = await startTestServer(kind);
    const database = suite.first.config.databaseUrl
      ? await openDatabase({ url: suite.first.config.databaseUrl })
      : undefined;
    const app = await buildApp({
      db: database?.db ?? suite.first.db,
      config: suite.first.config,
      logger: false,
    });
    suite.second = { app, database, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
    suite.token = await suite.first.login();
  });
  afterAll(async () => {
    await suite.second?.app.close();
    await suite.second?.database?.close();
    await suite.first?.close();
  });
  return suite;
}

/** One call with the token and the headers given; the body as JSON (null for an empty answer). */
export async function callAs(
  token: string,
  url: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const response = await fetch(`${url}/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...jsonHeaders(token), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : null) as Reply['body'],
  };
}
