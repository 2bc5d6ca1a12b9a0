// The embedded database's group commit: one-statement writes sent together share one transaction, each answered
// once it has committed; one that fails is answered its error and the others are written as if it had not been.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupedQueryOf, type DatabaseHandle } from '../../../server/db/connection.ts';
import { sqlState } from '../../../server/http/errorHandler.ts';
import { openMemoryDatabase } from '../testServer.ts';

type Rows<T> = { rows: T[] };

describe('writes of one statement each on the embedded database', () => {
  let handle: DatabaseHandle;
  const insert = (code: string) =>
    groupedQueryOf(handle.db)('insert into grouped (code) values ($1) returning xmin::text as x', [code]);
  beforeAll(async () => {
    handle = await openMemoryDatabase();
    await handle.db.execute(sql`create table grouped (code text primary key)`);
  });
  afterAll(() => handle.close());

  it('commits the writes sent at one moment together', async () => {
    const answers = await Promise.all(['a', 'b', 'c', 'd', 'e'].map(insert));
    const transactions = new Set(
      answers.map((answer) => (answer as unknown as Rows<{ x: string }>).rows[0].x),
    );
    expect(transactions.size).toBe(1);
  });

  it('answers a write that fails with its error and writes the others', async () => {
    const answers = await Promise.allSettled(['f', 'a', 'g', 'f', 'h'].map(insert));
    expect(answers.map((answer) => answer.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(sqlState((answers[1] as PromiseRejectedResult).reason)).toBe('23505');
    const { rows } = (await handle.db.execute(
      sql`select code from grouped order by code`,
    )) as unknown as Rows<{ code: string }>;
    expect(rows.map((row) => row.code)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });

  it('keeps a group out of an open transaction: it commits after, untouched by its rollback', async () => {
    let finish = () => {};
    const held = new Promise<void>((resolve) => (finish = resolve));
    const rolledBack = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into grouped (code) values ('rolled back')`);
      await held;
      tx.rollback();
    });
    const grouped = insert('after');
    finish();
    await expect(rolledBack).rejects.toThrow();
    await grouped;
    const { rows } = (await handle.db.execute(
      sql`select code from grouped where code in ('after', 'rolled back')`,
    )) as unknown as Rows<{ code: string }>;
    expect(rows).toEqual([{ code: 'after' }]);
  });
});
