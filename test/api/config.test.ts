// loadConfig: defaults, parsing, the generated token secret and clear errors for bad values.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';

const secret = 'x'.repeat(32);
const tempDirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-config-'));
  tempDirs.push(dir);
  return dir;
}
afterEach(() => tempDirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('loadConfig', () => {
  it('uses the documented defaults when the environment is empty', () => {
    const config = loadConfig({ TOKEN_SECRET: secret });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      adminEmail: 'admin@outreach.local',
      adminPassword: undefined,
      adminRoleIds: [1],
      sessionHours: 12,
      accessTokenMinutes: 15,
      loginRateLimit: { max: 10, windowMinutes: 15 },
      loginAddressRateLimit: { max: 30, windowMinutes: 15 },
      loginDeviceRateLimit: { max: 10, windowMinutes: 15 },
      loginDailyLimit: 100,
      maxSessionsPerUser: 10,
      trustProxy: false,
      requestTimeoutSeconds: 30,
      retentionDays: 45,
      staticDir: path.resolve('dist'),
    });
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig({
      TOKEN_SECRET: secret,
      PORT: '9000',
      DATABASE_URL: 'postgres://app@db:5432/outreach',
      ADMIN_PASSWORD: 'better',
      ADMIN_ROLE_IDS: '1, 2',
      SESSION_HOURS: '8',
      ACCESS_TOKEN_MINUTES: '5',
      LOGIN_RATE_LIMIT: '5/30',
      LOGIN_ADDRESS_RATE_LIMIT: '100/60',
      LOGIN_DEVICE_RATE_LIMIT: '4/20',
      LOGIN_DAILY_LIMIT: '50',
      MAX_SESSIONS_PER_USER: '3',
      TRUST_PROXY: '10.0.0.5, 192.168.0.0/16, loopback',
      REQUEST_TIMEOUT_SECONDS: '20',
      RETENTION_DAYS: '90',
    });
    expect(config).toMatchObject({
      port: 9000,
      databaseUrl: 'postgres://app@db:5432/outreach',
      adminPassword: 'better',
      loginAddressRateLimit: { max: 100, windowMinutes: 60 },
      trustProxy: ['10.0.0.5', '192.168.0.0/16', 'loopback'],
      requestTimeoutSeconds: 20,
      retentionDays: 90,
      adminRoleIds: [1, 2],
      sessionHours: 8,
      accessTokenMinutes: 5,
      loginRateLimit: { max: 5, windowMinutes: 30 },
      loginDeviceRateLimit: { max: 4, windowMinutes: 20 },
      loginDailyLimit: 50,
      maxSessionsPerUser: 3,
    });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['SESSION_HOURS', '0'],
    ['ACCESS_TOKEN_MINUTES', '1.5'],
    ['ADMIN_ROLE_IDS', 'admin'],
    ['LOGIN_RATE_LIMIT', 'ten'],
    ['LOGIN_DEVICE_RATE_LIMIT', '0'],
    ['LOGIN_DAILY_LIMIT', '101'],
    ['MAX_SESSIONS_PER_USER', '0'],
    ['DATABASE_URL', 'mysql://db'],
    ['TOKEN_SECRET', 'short'],
    ['LOG_LEVEL', 'loud'],
    ['ADMIN_PASSWORD', 'abc'],
    ['TRUST_PROXY', 'everyone'],
    ['TRUST_PROXY', '10.0.0.0/99'],
    ['REQUEST_TIMEOUT_SECONDS', '0'],
    ['RETENTION_DAYS', '-1'],
  ])('refuses %s=%s with an error naming the setting', (name, value) => {
    expect(() => loadConfig({ TOKEN_SECRET: secret, [name]: value })).toThrow(
      expect.objectContaining({ constructor: ConfigError, message: expect.stringContaining(name) }),
    );
  });

  it.each([
    'true',
    '*',
    'all',
    '0.0.0.0/0',
    '::/0',
    '0.0.0.0/1',
    '128.0.0.0/1',
    '::ffff:0.0.0.0/96',
    '::ffff:0.0.0.0/100',
    '::/8',
    '10.0.0.5, 0.0.0.0/0',
  ])('refuses TRUST_PROXY=%s, which trusts every client, in one line naming it', (value) => {
    const everyone = value.split(', ').at(-1) as string;
    let message = '';
    try {
      loadConfig({ TOKEN_SECRET: secret, TRUST_PROXY: value });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toMatch(
      /^TRUST_PROXY must name your reverse proxies, not "[^"]*": that trusts every client/,
    );
    expect(message).toContain(`"${everyone}"`);
    expect(message).not.toContain('\n');
  });

  it.each([
    '10.0.0.5',
    '10.0.0.0/8',
    '192.168.0.0/16, 172.16.0.0/12',
    'loopback, linklocal, uniquelocal',
    'fc00::/7',
    '2001:db8::/32',
    '::ffff:10.0.0.0/104',
    '::1',
  ])('takes TRUST_PROXY=%s, and the HTTP server starts with it', (value) => {
    const { trustProxy } = loadConfig({ TOKEN_SECRET: secret, TRUST_PROXY: value });
    expect(trustProxy).toEqual(value.split(', '));
    expect(() => Fastify({ trustProxy })).not.toThrow();
  });

  it('refuses DATABASE_URL without TOKEN_SECRET, naming both', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://app@db/outreach' })).toThrow(
      expect.objectContaining({
        constructor: ConfigError,
        message: expect.stringMatching(/TOKEN_SECRET.*DATABASE_URL/),
      }),
    );
  });

  it('treats a blank variable as unset', () => {
    expect(loadConfig({ TOKEN_SECRET: secret, PORT: ' ', DATABASE_URL: '' })).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
    });
  });

  it('generates the token secret once into DATA_DIR, readable by the owner only, and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).tokenSecret;
    const second = loadConfig({ DATA_DIR: dataDir }).tokenSecret;
    expect(first).toHaveLength(32);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    expect(fs.statSync(path.join(dataDir, 'token-secret')).mode & 0o777).toBe(0o600);
  });
});
