// Migrations on PostgreSQL run under an advisory lock: servers started together apply them one at a time.
import type { Pool, PoolClient } from 'pg';

/** The lock's key, the same for every server of the product: "outreach" in ASCII, as a bigint. */
export const MIGRATION_LOCK_KEY = '8031453545161122664';

/**
 * Runs `migrate` on one connection that holds `pg_advisory_lock(MIGRATION_LOCK_KEY)`, waiting while another
 * server holds it; the next one then finds the migrations applied. The lock is released after, whether
 * `migrate` succeeded or not; a connection that cannot release it is closed, which releases it too.
 */
export async function underMigrationLock<T = void>(
  pool: Pool,
  migrate: (client: PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await migrate(client);
  } finally {
    const unlocked = await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).then(
      () => true,
      () => false,
    );
    client.release(!unlocked);
  }
}
