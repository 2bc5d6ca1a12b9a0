// POST /api/login: the user without its hash on success, one message for every failure, the rate limit.
// (The limits' own rules: loginLimits.test.ts.)
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { insertUser } from '../factories.ts';
import { databaseKinds, jsonHeaders, startTestServer, testAdmin, type TestServer } from '../testServer.ts';

describe.each(databaseKinds)('POST /api/login on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  const login = (body: unknown) =>
    fetch(`${server.url}/api/login`, { method: 'POST', headers: jsonHeaders(), body: JSON.stringify(body) });

  it('answers a token and the user, without the password hash, for the right password', async () => {
    const response = await login(testAdmin);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.user).toEqual({
      id: expect.any(Number),
      name: 'Administrator',
      email: testAdmin.email,
      role_id: 1,
      role_name: 'Administrator',
      mobile_number: null,
      state_id: null,
      district_id: null,
      block_id: null,
      city_village: null,
      program_id: null,
      project_id: null,
      must_change_password: false,
      area: expect.objectContaining({ roleId: 1, administrator: true }),
    });
    expect(JSON.stringify(body)).not.toContain('argon2');
  });

  it('compares the email without regard to case', async () => {
    const response = await login({ ...testAdmin, email: testAdmin.email.toUpperCase() });
    expect(response.status).toBe(200);
  });

  it('accepts the password as the login form sends it: lower case, no whitespace', async () => {
    const user = await insertUser(server.db, { password: 'My Secret' });
    expect((await login({ email: user.email, password: 'mysecret' })).status).toBe(200);
  });

  it('answers 401 with one message for a wrong password', async () => {
    const response = await login({ ...testAdmin, password: 'wrongpass' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Invalid email or password.' });
  });

  it('answers 401 with the same message for an unknown email', async () => {
    const response = await login({ email: 'nobody@test.local', password: 'whatever' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Invalid email or password.' });
  });

  it('answers 422 naming the missing fields', async () => {
    const response = await login({});
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.errors).toEqual({ email: 'Email is required', password: 'Password is required' });
  });

  it('answers 422 for emoji in the email or the password', async () => {
    const response = await login({ email: 'admin\u{1F600}@test.local', password: 'pass\u{1F44D}\u{1F3FD}' });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.errors).toEqual({ email: 'Emoji are not allowed', password: 'Emoji are not allowed' });
  });

  it('answers 429 once an account without its device cookie has used its free attempts, then waits', async () => {
    // The clock stands still, so the one-second wait cannot pass between two requests.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { max } = server.config.loginRateLimit;
    const attempt = { email: 'Limited@test.local', password: 'wrongpass' };
    for (let i = 0; i <= max; i++) expect((await login(attempt)).status).toBe(401);
    const response = await login({ ...attempt, email: ' limited@TEST.local' });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(await response.json()).toEqual({
      message: 'Too many login attempts. Please try again in 1 second.',
    });
  });

  it('keeps counting each account on its own', async () => {
    const attempt = { email: 'first@test.local', password: 'wrongpass' };
    for (let i = 0; i < server.config.loginRateLimit.max; i++) await login(attempt);
    expect((await login({ ...attempt, email: 'second@test.local' })).status).toBe(401);
  });
});
