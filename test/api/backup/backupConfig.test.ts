// The backup settings: BACKUP_DIR, BACKUP_HOURS and BACKUP_KEEP, their defaults and their clear errors.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config.ts';

const base = { TOKEN_SECRET: 'x'.repeat(32), DATA_DIR: '/srv/outreach' };

describe('the backup settings', () => {
  it('default to a daily backup into DATA_DIR/backups, the newest 14 kept', () => {
    expect(loadConfig(base)).toMatchObject({
      backupDir: path.join('/srv/outreach', 'backups'),
      backupHours: 24,
      backupKeep: 14,
    });
  });

  it('are read from the environment', () => {
    const config = loadConfig({ ...base, BACKUP_DIR: '/mnt/backups', BACKUP_HOURS: '6', BACKUP_KEEP: '30' });
    expect(config).toMatchObject({ backupDir: '/mnt/backups', backupHours: 6, backupKeep: 30 });
  });

  it('refuse a value out of range with a message naming the variable', () => {
    expect(() => loadConfig({ ...base, BACKUP_HOURS: '0' })).toThrow(
      new ConfigError('BACKUP_HOURS must be a whole number between 1 and 168, not "0".'),
    );
    expect(() => loadConfig({ ...base, BACKUP_KEEP: 'all' })).toThrow(
      new ConfigError('BACKUP_KEEP must be a whole number between 1 and 10000, not "all".'),
    );
  });
});
