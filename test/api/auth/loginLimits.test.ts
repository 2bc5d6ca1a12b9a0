// Login limits without lockout: a browser the account signed in on before (its device cookie) is limited on its
// own; without one, failures per account wait growing delays up to 100 a day, and per address as before; the
// servers of one PostgreSQL database count together. Time moves by a fake clock (Date only), never by waiting.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import { openDatabase } from '../../../server/db/connection.ts';
import { insertUser, type TestUser } from '../factories.ts';
import { databaseKinds, jsonHeaders, startTestServer, type TestServer } from '../testServer.ts';

const limits = loadConfig({
  TOKEN_SECRET: 'x'.repeat(32),
  LOGIN_RATE_LIMIT: '3/15',
  LOGIN_ADDRESS_RATE_LIMIT: '5/15',
  LOGIN_DEVICE_RATE_LIMIT: '3/15',
});

// Each test's clock stands still unless moved: only Date is faked, so the servers' timers and sockets run as ever.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});
const advanceSeconds = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

describe.each(databaseKinds)('login limits behind a trusted proxy, on the %s database', (kind) => {
  let server: TestServer;
  let address = 0;
  /** A new client address each call, as the trusted proxy reports it. */
  const newAddress = () => `198.51.${Math.floor(++address / 250)}.${(address % 250) + 1}`;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      loginRateLimit: limits.loginRateLimit,
      loginAddressRateLimit: limits.loginAddressRateLimit,
      loginDeviceRateLimit: limits.loginDeviceRateLimit,
      trustProxy: ['127.0.0.1'],
    });
  });
  afterAll(() => server?.close());

  const login = (email: string, password: string, from = newAddress(), cookie?: string) =>
    fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { ...jsonHeaders(), 'x-forwarded-for': from, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ email, password }),
    });
  const retryAfter = (response: Response) => Number(response.headers.get('retry-after'));
  /** Signs in on "the owner's browser" and returns the device cookie it was given, as a Cookie header. */
  const ownersCookie = async (user: TestUser) => {
    const response = await login(user.email, user.password);
    expect(response.status).toBe(200);
    return (response.headers.get('set-cookie') ?? '').split(';')[0];
  };

  it('gives a signed-in browser an HttpOnly, SameSite=Strict device cookie for the login route only', async () => {
    const user = await insertUser(server.db);
    const response = await login(user.email, user.password);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^device_${user.id}=${user.id}\\.[\\w-]{22}\\.\\d+\\.[\\w-]{43}; `));
    expect(cookie).toContain('; Path=/api/login; Max-Age=15552000; HttpOnly; SameSite=Strict');
    expect(cookie).not.toContain('Secure');
    const overHttps = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { ...jsonHeaders(), 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(overHttps.headers.get('set-cookie')).toMatch(/; Secure$/);
  });

  it('lets the owner in on their own browser after 10 wrong passwords from 10 addresses', async () => {
    const owner = await insertUser(server.db);
    const cookie = await ownersCookie(owner);
    for (let i = 0; i < 10; i++) expect([401, 429]).toContain((await login(owner.email, 'wrong-1')).status);
    expect((await login(owner.email, owner.password)).status).toBe(429);
    expect((await login(owner.email, owner.password, newAddress(), cookie)).status).toBe(200);
  });

  it('makes an account wait after its free failures, twice as long after each further one', async () => {
    const user = await insertUser(server.db);
    for (let i = 0; i < 3; i++) expect((await login(user.email, 'wrong-1')).status).toBe(401);
    for (const delay of [1, 2, 4, 8, 16]) {
      expect((await login(user.email, 'wrong-1')).status).toBe(401);
      const refused = await login(user.email, user.password);
      expect(refused.status).toBe(429);
      expect(retryAfter(refused)).toBe(delay);
      advanceSeconds(delay);
    }
    expect((await login(user.email, 'wrong-1')).status).toBe(401);
    const refused = await login(user.email, user.password);
    expect(await refused.json()).toEqual({
      message: 'Too many login attempts. Please try again in 32 seconds.',
    });
  });

  it('counts at most 100 failures a day without a device cookie, and the owner still gets in with one', async () => {
    const dayStart = Date.now();
    const owner = await insertUser(server.db);
    const cookie = await ownersCookie(owner);
    let failures = 0;
    let refused: Response | undefined;
    while (Date.now() - dayStart < 86_400_000) {
      const response = await login(owner.email, 'wrong-1');
      if (response.status === 401) failures++;
      else if (retryAfter(response) > limits.loginRateLimit.windowMinutes * 60) {
        refused = response;
        break;
      } else advanceSeconds(retryAfter(response));
    }
    expect(failures).toBe(100);
    expect((await login(owner.email, owner.password)).status).toBe(429);
    expect((await login(owner.email, owner.password, newAddress(), cookie)).status).toBe(200);
    advanceSeconds(retryAfter(refused as Response));
    expect((await login(owner.email, owner.password)).status).toBe(200);
  });

  it('limits a device cookie on its own, leaving the account free', async () => {
    const owner = await insertUser(server.db);
    const cookie = await ownersCookie(owner);
    for (let i = 0; i < 3; i++)
      expect((await login(owner.email, 'wrong-1', newAddress(), cookie)).status).toBe(401);
    const refused = await login(owner.email, owner.password, newAddress(), cookie);
    expect(refused.status).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(14 * 60);
    expect((await login(owner.email, owner.password)).status).toBe(200);
  });

  it('takes neither another account’s device cookie nor a forged one', async () => {
    const owner = await insertUser(server.db);
    const other = await insertUser(server.db);
    const othersCookie = (await ownersCookie(other)).replace(`device_${other.id}=`, `device_${owner.id}=`);
    const forged = othersCookie.replace(`=${other.id}.`, `=${owner.id}.`);
    for (let i = 0; i < 4; i++) await login(owner.email, 'wrong-1');
    for (const cookie of [othersCookie, forged])
      expect((await login(owner.email, owner.password, newAddress(), cookie)).status).toBe(429);
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
      for (let i = 0; i < 3; i++) expect((await login(user.email, 'wrong-1')).status).toBe(401);
      expect((await login(user.email, user.password)).status).toBe(200);
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
    first = await startTestServer('postgres', {
      loginRateLimit: limits.loginRateLimit,
      loginDeviceRateLimit: limits.loginDeviceRateLimit,
    });
    const database = await openDatabase({ url: first.config.databaseUrl as string });
    const app = await buildApp({ db: database.db, config: first.config, logger: false });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    second = { url, close: () => app.close().then(() => database.close()) };
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const loginAt = async (url: string, email: string, password: string, cookie?: string) =>
    fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { ...jsonHeaders(), ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ email, password }),
    });
  const statusAt = async (url: string, email: string, password: string, cookie?: string) =>
    (await loginAt(url, email, password, cookie)).status;

  it('adds up the failures each server saw on one account', async () => {
    const user = await insertUser(first.db);
    expect(await statusAt(first.url, user.email, 'wrong-1')).toBe(401);
    expect(await statusAt(second.url, user.email, 'wrong-1')).toBe(401);
    expect(await statusAt(first.url, user.email, 'wrong-1')).toBe(401);
    expect(await statusAt(second.url, user.email, 'wrong-1')).toBe(401);
    expect(await statusAt(first.url, user.email, user.password)).toBe(429);
    expect(await statusAt(second.url, user.email, user.password)).toBe(429);
  });

  it('adds up the failures of one device cookie on every server, and takes the cookie one server gave on the other', async () => {
    const user = await insertUser(first.db);
    const given = await loginAt(first.url, user.email, user.password);
    const cookie = (given.headers.get('set-cookie') ?? '').split(';')[0];
    expect(await statusAt(second.url, user.email, 'wrong-1', cookie)).toBe(401);
    expect(await statusAt(first.url, user.email, 'wrong-1', cookie)).toBe(401);
    expect(await statusAt(second.url, user.email, 'wrong-1', cookie)).toBe(401);
    expect(await statusAt(first.url, user.email, user.password, cookie)).toBe(429);
    expect(await statusAt(second.url, user.email, user.password)).toBe(200);
  });

  it('starts the account afresh on every server after a correct password on one', async () => {
    const user = await insertUser(first.db);
    expect(await statusAt(first.url, user.email, 'wrong-1')).toBe(401);
    expect(await statusAt(first.url, user.email, 'wrong-1')).toBe(401);
    expect(await statusAt(second.url, user.email, user.password)).toBe(200);
    expect(await statusAt(first.url, user.email, 'wrong-1')).toBe(401);
    expect(await statusAt(first.url, user.email, 'wrong-1')).toBe(401);
    expect(await statusAt(second.url, user.email, user.password)).toBe(200);
  });
});
