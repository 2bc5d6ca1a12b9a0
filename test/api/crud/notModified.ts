// A conditional GET answered 304 without reading a row: the table its rows come from is renamed while it is asked.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../../server/db/connection.ts';

/** Asks `get` with `table` out of reach and expects a bodiless 304 carrying `etag`. */
export async function expectNotModifiedWithoutRows(
  db: Database,
  table: string,
  etag: string,
  get: () => Promise<Response>,
): Promise<void> {
  await db.execute(sql.raw(`alter table ${table} rename to ${table}_hidden`));
  try {
    const response = await get();
    expect(response.status).toBe(304);
    expect(response.headers.get('etag')).toBe(etag);
    expect(await response.text()).toBe('');
  } finally {
    await db.execute(sql.raw(`alter table ${table}_hidden rename to ${table}`));
  }
}
