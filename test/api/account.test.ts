// The signed-in user's profile and password change, on both databases over real HTTP.
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { insertUser, type TestUser } from './factories.ts';
import { databaseKinds, jsonHeaders, startTestServer, type TestServer } from './testServer.ts';

describe.each(databaseKinds)('the account routes on the %s database', (kind) => {
  let server: TestServer;
  let user: TestUser;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());
  beforeEach(async () => {
    user = await insertUser(server.db, { password: 'oldsecret' });
    token = await server.login(user.email, user.password);
  });

  const call = async (path: string, bearer: string, body?: unknown) => {
    const response = await fetch(`${server.url}/api/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: jsonHeaders(bearer),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const changePassword = (bearer: string, current_password: string, new_password: string) =>
    call('change_password', bearer, { current_password, new_password });
  const loginStatus = (password: string) => server.loginStatus(user.email, password);

  it('shows the signed-in user their own profile with the role name and without the password', async () => {
    const { status, body } = await call('profile', token);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: user.id, email: user.email, name: 'Test User', role_id: 1 });
    expect(body.role_name).toEqual(expect.any(String));
    expect(JSON.stringify(body)).not.toMatch(/password|argon/i);
  });

  it('refuses a wrong current password and keeps the old one', async () => {
    const { status, body } = await changePassword(token, 'notmine', 'newsecret');
    expect(status).toBe(422);
    expect(body).toEqual({
      message: 'Current password is incorrect',
      errors: { current_password: 'Current password is incorrect' },
    });
    expect(await loginStatus('oldsecret')).toBe(200);
  });

  it('counts wrong current passwords as failed logins of the account: a stolen token is no password oracle', async () => {
    // The clock stands still, so the first one-second wait cannot pass between two requests.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { max } = server.config.loginRateLimit;
    for (let i = 0; i <= max; i++)
      expect((await changePassword(token, `guess-${i}`, 'newsecret')).status).toBe(422);
    const { status, body } = await changePassword(token, 'oldsecret', 'newsecret');
    expect(status).toBe(429);
    expect(body).toEqual({ message: 'Too many password attempts. Please try again in 1 second.' });
    expect(await loginStatus('oldsecret')).toBe(429);
  });

  it('refuses a new password shorter than 6 characters', async () => {
    const { status, body } = await changePassword(token, 'oldsecret', 'ab cd');
    expect(status).toBe(422);
    expect(body.errors).toEqual({ new_password: 'Password must be at least 6 characters' });
  });

  it('refuses a body without the current password', async () => {
    const { status, body } = await call('change_password', token, { new_password: 'newsecret' });
    expect(status).toBe(422);
    expect(body.errors).toEqual({ current_password: 'Current password is required' });
  });

  it('changes the password: the new one signs in and the old one no longer does', async () => {
    const { status, body } = await changePassword(token, 'oldsecret', 'NewSecret');
    expect(status).toBe(200);
    expect(body).toEqual({ message: 'Password changed successfully.' });
    expect(await loginStatus('oldsecret')).toBe(401);
    // Stored normalised like the login form sends it: lower case, no spaces.
    expect(await loginStatus('newsecret')).toBe(200);
  });

  it('ends the user’s other sessions and keeps the current one working', async () => {
    const otherToken = await server.login(user.email, user.password);
    expect((await changePassword(token, 'oldsecret', 'newsecret')).status).toBe(200);
    expect((await call('profile', otherToken)).status).toBe(401);
    expect((await call('profile', token)).status).toBe(200);
  });

  it('leaves the sessions of other users alone', async () => {
    const adminToken = await server.login();
    expect((await changePassword(token, 'oldsecret', 'newsecret')).status).toBe(200);
    expect((await call('profile', adminToken)).status).toBe(200);
  });

  it('refuses both routes without a token', async () => {
    expect((await call('profile', '')).status).toBe(401);
    expect((await changePassword('', 'oldsecret', 'newsecret')).status).toBe(401);
  });
});
