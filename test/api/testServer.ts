// A real server over real HTTP for API tests, on the embedded database or on a fresh PostgreSQL database.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../../server/db/connection.ts';
import { seed, type SeedResult } from '../../server/db/seed.ts';
import type { ApiRoutes } from '../../server/http/apiRoutes.ts';
import { apiRoutes } from '../../server/routes/index.ts';
import { pgAdminUrl } from '../../scripts/testPostgres.mjs';
import type { Violation } from './openapi/documentJudge.ts';
import { judgedAnswers, settleViolations } from './openapi/judgedAnswers.ts';

export const databaseKinds = ['embedded', 'postgres'] as const;
export type DatabaseKind = (typeof databaseKinds)[number];

export const testAdmin = { email: 'admin@test.local', password: 'adminpass' };

export interface TestServer {
  url: string;
  db: Database;
  app: FastifyInstance;
  config: Config;
  /** What the start's seed did (a generated administrator password, when the config gives none). */
  seeded: SeedResult;
  /** Closes the server and its database; then throws if answers broke the API document (openapi/documentJudge.ts). */
  close(): Promise<void>;
  /** The answers so far that broke the API document the server generates. */
  documentViolations(): Violation[];
  /** Signs in and returns the access token; throws when the login is refused. */
  login(email?: string, password?: string): Promise<string>;
  /** The status a sign-in gets (200, 401, 429...), for tests of what may sign in. */
  loginStatus(email: string, password: string): Promise<number>;
}

async function withAdminClient(run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: pgAdminUrl() });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/** A new, empty PostgreSQL database: its URL, and drop() to remove it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `outreach_test_${crypto.randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`create database ${name}`));
  const url = new URL(pgAdminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdminClient((client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}

let emptyCluster: Uint8Array | undefined;
/**
 * A new, empty embedded database in memory, migrated, started from the files of the suite's initialised cluster
 * (globalSetup.ts).
 */
export function openMemoryDatabase(): Promise<DatabaseHandle> {
  emptyCluster ??= fs.readFileSync(inject('emptyClusterFile'));
  return openDatabase({ embedded: 'memory', startFrom: emptyCluster });
}

async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle & { url?: string }> {
  if (kind === 'embedded') return openMemoryDatabase();
  const { url, drop } = await createPostgresDatabase();
  const handle = await openDatabase({ url });
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}

/**
 * Configuration for tests: a random token secret (required beside DATABASE_URL, as every server of a database
 * shares it), a data directory that does not exist (never ./data), quiet logs, no SPA unless given.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    TOKEN_SECRET: crypto.randomBytes(32).toString('hex'),
    DATA_DIR: path.join(os.tmpdir(), `outreach-test-${crypto.randomBytes(6).toString('hex')}`),
    ADMIN_EMAIL: testAdmin.email,
    ADMIN_PASSWORD: testAdmin.password,
    STATIC_DIR: '/nonexistent-spa',
    LOG_LEVEL: 'silent',
    // Every test signs in from 127.0.0.1; the address limit has tests of its own.
    LOGIN_ADDRESS_RATE_LIMIT: '10000',
    // Tests sign the administrator in many times over and keep the tokens; the cap has tests of its own.
    MAX_SESSIONS_PER_USER: '1000',
  });
  return { ...base, ...overrides };
}

export interface TestServerOptions {
  /** Replaces the product's route groups, e.g. to add a test-only one. */
  routes?: ApiRoutes[];
  /** Logging is off unless given. */
  logger?: FastifyServerOptions['logger'];
  /** Answers that break the API document leave close() quiet (the judge's own test); else they fail the file. */
  tolerateDocumentBreaks?: boolean;
}

/** Starts a seeded server on a free port of 127.0.0.1. */
export async function startTestServer(
  kind: DatabaseKind,
  configOverrides: Partial<Config> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const database = await openTestDatabase(kind);
  // As in production, a server on PostgreSQL knows its URL (and so that other servers may write there too).
  const config = testConfig({ databaseUrl: database.url, ...configOverrides });
  const seeded = await seed(database.db, config);
  // Every answer of the API is judged against the document the server generates.
  const judged = judgedAnswers();
  const app = await buildApp({
    db: database.db,
    config,
    logger: options.logger ?? false,
    routes: [judged.routes, ...(options.routes ?? apiRoutes)],
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const signIn = (email: string, password: string) =>
    fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  return {
    url,
    db: database.db,
    app,
    config,
    seeded,
    close: async () => {
      await app.close();
      await database.close();
      settleViolations(judged.violations(), {
        tolerate: options.tolerateDocumentBreaks,
        testFile: path.relative(process.cwd(), expect.getState().testPath ?? ''),
      });
    },
    documentViolations: judged.violations,
    login: async (email = testAdmin.email, password = testAdmin.password) => {
      const response = await signIn(email, password);
      if (response.status !== 200) throw new Error(`login as ${email} answered ${response.status}`);
      return ((await response.json()) as { token: string }).token;
    },
    loginStatus: async (email, password) => (await signIn(email, password)).status,
  };
}

/** Headers of a JSON call, with the bearer token when one is given. */
export function jsonHeaders(token?: string): Record<string, string> {
  return { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
}

/**
 * The suite's server on `kind` with a signed-in administrator: started before its tests, closed after them.
 * @example const suite = useSignedInServer(kind); ... fetch(`${suite.server.url}/api/projects`, { headers: jsonHeaders(suite.token) })
 */
export function useSignedInServer(kind: DatabaseKind, configOverrides: Partial<Config> = {}) {
  const suite = { server: undefined as unknown as TestServer, token: '' };
  beforeAll(async () => {
    suite.server = await startTestServer(kind, configOverrides);
    suite.token = await suite.server.login();
  });
  afterAll(() => suite.server?.close());
  return suite;
}
