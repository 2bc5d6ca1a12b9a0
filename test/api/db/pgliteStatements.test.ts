// The embedded database's one-call statements answer as PGlite's own query() does, for every kind of value the
// app writes and reads, and keep working when a statement's preparation is lost or its table changes shape.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite } from '../../../server/db/pgliteClient.ts';
import { statementsOf, type Statements } from '../../../server/db/pgliteStatements.ts';

describe('the embedded database in one call a statement', () => {
  let pg: PGlite;
  let statements: Statements;
  beforeAll(async () => {
    const wasm = createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm');
    const module = await WebAssembly.compile(fs.readFileSync(wasm));
    pg = openPglite(undefined, module, fs.readFileSync(inject('emptyClusterFile')));
    await pg.waitReady;
    statements = statementsOf(pg);
    await pg.exec(`create table kinds (id serial primary key, t text, n integer, b bigint, f boolean,
      d date, ts timestamptz, j jsonb, a integer[], bytes bytea)`);
  });
  afterAll(() => pg.close());

  const values = [
    [
      'Ā text, with \'quotes\' and "more"',
      7,
      9007199254740991,
      true,
      '2026-11-28',
      '2026-11-28T10:20:30.000Z',
    ],
    [{ nested: [1, 'two', null] }, [3, 1, 2], new Uint8Array([0, 1, 254, 255])],
  ].flat();
  const insert = `insert into kinds (t, n, b, f, d, ts, j, a, bytes) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
    returning *`;

  it('writes and reads every kind of value as PGlite query() does', async () => {
    const ours = await statements.query(insert, values);
    const theirs = await pg.query(insert, values);
    const withoutId = (row: unknown) => {
      const { id, ...rest } = row as Record<string, unknown>;
      expect(id).toEqual(expect.any(Number));
      return rest;
    };
    expect(ours.rows.map(withoutId)).toEqual(theirs.rows.map(withoutId));
    expect(ours.fields).toEqual(theirs.fields);
    expect(ours.affectedRows).toBe(1);
    const nulls = await statements.query(
      insert,
      values.map(() => null),
    );
    expect(Object.values(withoutId(nulls.rows[0])).every((value) => value === null)).toBe(true);
  });

  it('answers rows as arrays when asked, as drizzle reads them', async () => {
    const { rows } = await statements.query('select $1::int as one, $2::text as two', [1, 'b'], 'array');
    expect(rows).toEqual([[1, 'b']]);
  });

  it('prepares a text once and uses it again', async () => {
    const text = 'select count(*)::int as n from kinds where n = $1';
    const before = await pg.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements');
    for (let i = 0; i < 5; i++) await statements.query(text, [i]);
    const after = await pg.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements');
    expect(after.rows[0].n - before.rows[0].n).toBe(1);
  });

  it('prepares a statement again when its table changed shape, or the session lost it', async () => {
    const text = 'select * from kinds order by id limit 1';
    await statements.query(text);
    await pg.exec('alter table kinds add column added text');
    expect((await statements.query(text)).fields.map((field) => field.name)).toContain('added');
    await pg.exec('DEALLOCATE ALL');
    expect((await statements.query(text)).rows).toHaveLength(1);
  });

  it('passes a database error on with its SQLSTATE, and goes on after it', async () => {
    const error = await statements.query('insert into kinds (id) values ($1), ($1)', [1]).catch((e) => e);
    expect(error).toMatchObject({ code: '23505', constraint: 'kinds_pkey' });
    expect((await statements.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('tells a COMMIT that rolled back an aborted transaction', async () => {
    await statements.exec('BEGIN');
    await statements.query('select 1/0', [], undefined, true).catch(() => undefined);
    expect((await statements.exec('COMMIT')).command).toBe('ROLLBACK');
  });
  it('runs statements in one transaction in one call: each its own result, or none written when one fails', async () => {
    await pg.exec('create table together (id serial primary key, name text unique)');
    const add = 'insert into together (name) values ($1) returning id, name';
    const updateAll = "update together set name = name || '!'";
    const results = await statements.allInOneTransaction([
      { text: add, params: ['a'] },
      { text: add, params: ['b'] },
      { text: updateAll },
    ]);
    expect(results.map((result) => result.rows)).toEqual([
      [{ id: 1, name: 'a' }],
      [{ id: 2, name: 'b' }],
      [],
    ]);
    // Each statement's own count, as PGlite's query() tells it.
    expect(results.map((result) => result.affectedRows)).toEqual([1, 1, 2]);

    await expect(
      statements.allInOneTransaction([
        { text: add, params: ['c'] },
        { text: add, params: ['a!'] },
      ]),
    ).rejects.toMatchObject({ code: '23505' });
    await statements.exec('ROLLBACK');
    expect((await pg.query('select name from together order by id')).rows).toEqual([
      { name: 'a!' },
      { name: 'b!' },
    ]);
  });
});
