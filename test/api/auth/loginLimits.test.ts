// Login limits: failures per account from any address, per address on any account; successes do not count;
// the servers of one PostgreSQL database count together.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import { openDatabase } from '../../../server/db/connection.ts';
import { insertUser } from '../factories.ts';
import { databaseKinds, jsonHeaders, startTestServer, type TestServer } from '../testServer.ts';

const limits = loadConfig({
  TOKEN_SECRET: 'x'.repeat(32),
  LOGIN_RATE_LIMIT: '3/15',
  LOGIN_ADDRESS_RATE_LIMIT: '5/15',
});

describe.each(databaseKinds)('login limits behind a trusted proxy, on the %s database', (kind) => {
  let server: TestServer;
  let address = 0;
  /** A new client address each call, as the trusted proxy reports it. */
  const newAddress = () => `198.51.100.${++address}`;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      loginRateLimit: limits.loginRateLimit,
      loginAddressRateLimit: limits.loginAddressRateLimit,
      trustProxy: ['127.0.0.1'],
    });
  });
  afterAll(() => server?.close());

  const login = (email: string, password: string, from: string) =>
    fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { ...jsonHeaders(), 'x-forwarded-for': from },
      body: JSON.stringify({ email, password }),
    });

  it('counts failures on one account from every address', async () => {
    const user = await insertUser(server.db);
    for (let i = 0; i < 3; i++) expect((await login(user.email, 'wrong-1', newAddress())).status).toBe(401);
    const refused = await login(user.email, user.password, newAddress());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts failures from one address on every account', async () => {
    const from = newAddress();
    for (let i = 0; i < 5; i++) {
      const user = await insertUser(server.db);
      expect((await login(user.email, 'wrong-1', from)).status).toBe(401);
    }
    const next = await insertUser(server.db);
    expect((await login(next.email, next.password, from)).status).toBe(429);
    expect((await login(next.email, next.password, newAddress())).status).toBe(200);
  });

  it('starts an account afresh after a correct password', async () => {
    const user = await insertUser(server.db);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 2; i++) expect((await login(user.email, 'wrong-1', newAddress())).status).toBe(401);
      expect((await login(user.email, user.password, newAddress())).status).toBe(200);
    }
  });

  it('never counts correct logins', async () => {
    const user = await insertUser(server.db);
    const from = newAddress();
    for (let i = 0; i < 12; i++) expect((await login(user.email, user.password, from)).status).toBe(200);
  });
});

describe('login limits without a trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('embedded', { loginAddressRateLimit: limits.loginAddressRateLimit });
  });
  afterAll(() => server?.close());

  it('ignores X-Forwarded-For: every request counts for the address it came from', async () => {
    for (let i = 0; i < 5; i++) {
      const user = await insertUser(server.db);
      const response = await fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { ...jsonHeaders(), 'x-forwarded-for': `203.0.113.${i}` },
        body: JSON.stringify({ email: user.email, password: 'wrong-1' }),
      });
      expect(response.status).toBe(401);
    }
    const user = await insertUser(server.db);
    expect(await server.login(user.email, user.password).catch((error: Error) => error.message)).toMatch(
      /429/,
    );
  });
});

describe('login limits on two servers of one PostgreSQL database', () => {
  let first: TestServer;
  let second: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    first = await startTestServer('postgres', { loginRateLimit: limits.loginRateLimit });
    const database = await openDatabase({ url: first.config.databaseUrl as string });
    const app = await buildApp({ db: database.db, config: first.config, logger: false });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    second = { url, close: () => app.close().then(() => database.close()) };
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const loginAt = async (url: string, email: string, password: string) =>
    (
      await fetch(`${url}/api/login`, {
        method: 'POST',
        headers: jsonHeaders(),
        body: JSON.stringify({ email, password }),
      })
    ).status;

  it('adds up the failures each server saw on one account', async () => {
    const user = await insertUser(first.db);
    expect(await loginAt(first.url, user.email, 'wrong-1')).toBe(401);
    expect(await loginAt(second.url, user.email, 'wrong-1')).toBe(401);
    expect(await loginAt(first.url, user.email, 'wrong-1')).toBe(401);
    expect(await loginAt(second.url, user.email, user.password)).toBe(429);
    expect(await loginAt(first.url, user.email, user.password)).toBe(429);
  });

  it('starts the account afresh on every server after a correct password on one', async () => {
    const user = await insertUser(first.db);
    expect(await loginAt(first.url, user.email, 'wrong-1')).toBe(401);
    expect(await loginAt(first.url, user.email, 'wrong-1')).toBe(401);
    expect(await loginAt(second.url, user.email, user.password)).toBe(200);
    expect(await loginAt(first.url, user.email, 'wrong-1')).toBe(401);
    expect(await loginAt(first.url, user.email, 'wrong-1')).toBe(401);
    expect(await loginAt(second.url, user.email, user.password)).toBe(200);
  });
});
