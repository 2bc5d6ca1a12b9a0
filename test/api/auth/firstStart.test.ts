// No known password: the first administrator's is generated, and nothing but a password change works until it is changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersOnPrintedPasswords } from '../../../server/startup/signInHelp.ts';
import { databaseKinds, jsonHeaders, startTestServer, type TestServer } from '../testServer.ts';

describe.each(databaseKinds)('first start without ADMIN_PASSWORD, on %s', (kind) => {
  let server: TestServer;
  let password: string;
  beforeAll(async () => {
    server = await startTestServer(kind, { adminPassword: undefined });
    password = server.seeded.generatedPassword ?? '';
  });
  afterAll(() => server?.close());

  const call = (path: string, token: string, body?: unknown) =>
    fetch(`${server.url}/api/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: jsonHeaders(token),
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('generates a strong password the login form can type', () => {
    expect(password).toMatch(/^[a-z2-9]{20}$/);
  });

  it('knows no default password', async () => {
    await expect(server.login(server.config.adminEmail, 'changeme')).rejects.toThrow(/401/);
  });

  it('allows only the profile, a password change and logout until the password is changed', async () => {
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: jsonHeaders(),
      body: JSON.stringify({ email: server.config.adminEmail, password }),
    });
    const { token, user } = await login.json();
    expect(user.must_change_password).toBe(true);
    expect(await usersOnPrintedPasswords(server.db)).toEqual([server.config.adminEmail]);

    const refused = await call('users', token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'Please change your password before going on.' });
    expect((await call('master_data', token)).status).toBe(403);
    expect((await call('profile', token)).status).toBe(200);

    const same = await call('change_password', token, { current_password: password, new_password: password });
    expect(same.status).toBe(422);
    expect((await call('users', token)).status).toBe(403);

    const changed = await call('change_password', token, {
      current_password: password,
      new_password: 'my-own-password',
    });
    expect(changed.status).toBe(200);
    expect((await call('users', token)).status).toBe(200);
    expect(await usersOnPrintedPasswords(server.db)).toEqual([]);
    expect(await server.login(server.config.adminEmail, 'my-own-password')).toEqual(expect.any(String));
  });
});
