// loadConfig: defaults, parsing, the generated token secret and clear errors for bad values.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
      adminPassword: 'changeme',
      usesDefaultAdminPassword: true,
      adminRoleIds: [1],
      sessionHours: 12,
      accessTokenMinutes: 15,
      loginRateLimit: { max: 10, windowMinutes: 15 },
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
    });
    expect(config).toMatchObject({
      port: 9000,
      databaseUrl: 'postgres://app@db:5432/outreach',
      usesDefaultAdminPassword: false,
      adminRoleIds: [1, 2],
      sessionHours: 8,
      accessTokenMinutes: 5,
      loginRateLimit: { max: 5, windowMinutes: 30 },
    });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['SESSION_HOURS', '0'],
    ['ACCESS_TOKEN_MINUTES', '1.5'],
    ['ADMIN_ROLE_IDS', 'admin'],
    ['LOGIN_RATE_LIMIT', 'ten'],
    ['DATABASE_URL', 'mysql://db'],
    ['TOKEN_SECRET', 'short'],
    ['LOG_LEVEL', 'loud'],
  ])('refuses %s=%s with an error naming the setting', (name, value) => {
    expect(() => loadConfig({ TOKEN_SECRET: secret, [name]: value })).toThrow(
      expect.objectContaining({ constructor: ConfigError, message: expect.stringContaining(name) }),
    );
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
