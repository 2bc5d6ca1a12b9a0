// The embedded database on its own thread answers as PGlite in the process did: errors with their SQLSTATE,
// transactions that commit or roll back whole, other queries kept out of an open transaction, a clean failure.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../server/db/connection.ts';
import { isUniqueViolation, sqlState } from '../../../server/http/errorHandler.ts';
import { openMemoryDatabase } from '../testServer.ts';

describe('the embedded database on its own thread', () => {
  let handle: DatabaseHandle;
  const count = async () =>
    Number(
      ((await handle.db.execute(sql`select count(*) as n from scratch`)) as { rows: { n: number }[] }).rows[0]
        .n,
    );
  beforeAll(async () => {
    handle = await openMemoryDatabase();
    await handle.db.execute(sql`create table scratch (code text primary key)`);
  });
  afterAll(() => handle.close());

  it('passes a database error on with its SQLSTATE and fields', async () => {
    await handle.db.execute(sql`insert into scratch values ('A')`);
    const error = await handle.db.execute(sql`insert into scratch values ('A')`).catch((e: unknown) => e);
    expect(sqlState(error)).toBe('23505');
    expect(isUniqueViolation(error)).toBe(true);
    expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).toContain('scratch_pkey');
  });

  it('commits a transaction that ends well and rolls back one that throws, whole', async () => {
    const before = await count();
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into scratch values ('B')`);
      await tx.execute(sql`insert into scratch values ('C')`);
    });
    const failed = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into scratch values ('D')`);
      throw new Error('refused after a write'); // the insert that went well goes too
    });
    await expect(failed).rejects.toThrow('refused after a write');
    const aborted = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into scratch values ('F')`);
      await tx.execute(sql`insert into scratch values ('A')`); // a duplicate: the whole transaction goes
    });
    await expect(aborted).rejects.toThrow();
    expect(await count()).toBe(before + 2);
  });

  it('keeps a query from outside out of an open transaction: it waits, and never sees what is rolled back', async () => {
    const before = await count();
    let outside: Promise<number> | undefined;
    const rolledBack = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into scratch values ('E')`);
      outside = count();
      // A statement of the transaction sent after the outside query: had that one run inside, it would be done now.
      await tx.execute(sql`select count(*) from scratch`);
      tx.rollback();
    });
    await expect(rolledBack).rejects.toThrow();
    expect(await outside).toBe(before);
  });

  it('fails to open with the reason, and frees the data directory', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-badopen-'));
    fs.writeFileSync(path.join(dataDir, 'pgdata'), 'not a directory');
    await expect(openDatabase({ embedded: dataDir })).rejects.toThrow();
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
