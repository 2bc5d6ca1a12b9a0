// The embedded database's dump (pg_dump on the one connection every query uses) runs alone: it waits for an
// open transaction to end, holds back one begun meanwhile, and leaves the session as it found it (not read-only,
// its search path kept).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/connection.ts';
import { openMemoryDatabase } from '../testServer.ts';

describe('a dump of the embedded database', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openMemoryDatabase();
  });
  afterAll(() => database?.close());

  it('waits for an open transaction, holds its committed row, and leaves the session writable', async () => {
    const { db } = database;
    let finish = () => {};
    const held = new Promise<void>((resolve) => (finish = resolve));
    let begun = () => {};
    const inTransaction = new Promise<void>((resolve) => (begun = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.execute(sql`insert into list_versions (resource) values ('dump-marker-one')`);
      begun();
      await held;
      await tx.execute(sql`insert into list_versions (resource) values ('dump-marker-two')`);
    });
    await inTransaction;
    let dumped = false;
    const dump = database.dumpDatabase!().then((bytes) => ((dumped = true), Buffer.from(bytes).toString()));
    // The transaction goes on while the dump waits: its next statement is answered before the dump.
    finish();
    await transaction;
    expect(dumped).toBe(false);
    const text = await dump;
    expect(text).toContain('dump-marker-one');
    expect(text).toContain('dump-marker-two');
    await db.execute(sql`insert into list_versions (resource) values ('after-the-dump')`);
    const { rows } = (await db.execute(sql`select count(*)::int as n from list_versions`)) as unknown as {
      rows: { n: number }[];
    };
    expect(rows[0].n).toBeGreaterThan(2);
  });

  it('holds back the transactions begun while it runs, which then commit whole', async () => {
    const { db } = database;
    let done = false;
    const dump = database.dumpDatabase!().finally(() => (done = true));
    // Transactions one after the other for as long as the dump runs: some begin at each of its steps.
    let count = 0;
    while (!done || count === 0) {
      count++;
      await db.transaction(async (tx) => {
        await tx.execute(sql`insert into list_versions (resource) values (${`during-${count}-a`})`);
        await tx.execute(sql`insert into list_versions (resource) values (${`during-${count}-b`})`);
      });
    }
    await dump;
    const { rows } = (await db.execute(
      sql`select count(*)::int as n from list_versions where resource like 'during-%'`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0].n).toBe(2 * count);
  });
});
