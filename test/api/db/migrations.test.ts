// A start skips drizzle's migrator only when the database already has the newest migration.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasNewestMigration, openDatabase, type DatabaseHandle } from '../../../server/db/connection.ts';

describe('whether the migrations are up to date', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ embedded: 'memory' });
  });
  afterAll(() => handle.close());

  it('says yes on a database that has every migration', async () => {
    expect(await hasNewestMigration(handle.db)).toBe(true);
  });

  it('says no when the newest migration is missing, and when no migration was ever recorded', async () => {
    await handle.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    expect(await hasNewestMigration(handle.db)).toBe(false);
    await handle.db.execute(sql`drop schema drizzle cascade`);
    expect(await hasNewestMigration(handle.db)).toBe(false);
  });
});
