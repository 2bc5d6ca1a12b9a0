// The embedded database's search columns: made at start from the configs, kept current by every write, and made
// anew at the next start when their config says another expression.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../server/db/connection.ts';
import { searchColumns } from '../../../server/db/searchColumns.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-search-columns-'));

async function rowsOf<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const described = (handle: DatabaseHandle) =>
  rowsOf<{ table: string; expression: string }>(
    handle,
    sql`select c.relname as table, col_description(c.oid, a.attnum) as expression
        from pg_attribute a join pg_class c on c.oid = a.attrelid where a.attname = 'search_text'`,
  );

describe('search columns on the embedded database', () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('makes one per searched table, keeps it current, and remakes a stale one at the next start', async () => {
    let handle = await openDatabase({ embedded: dataDir });
    try {
      const wanted = searchColumns();
      expect(wanted.map((column) => column.table)).toEqual(
        expect.arrayContaining(['projects', 'sites', 'users']),
      );
      expect(await described(handle)).toEqual(expect.arrayContaining(wanted));
      await handle.db.execute(
        sql`insert into projects (project_name, project_code, start_date) values ('Ganga CLINIC', 'G-1', '2030-03-04')`,
      );
      await handle.db.execute(sql`update projects set project_code = 'G-2' where project_code = 'G-1'`);
      const [row] = await rowsOf<{ search_text: string }>(handle, sql`select search_text from projects`);
      expect(row.search_text).toBe('g-2\nganga clinic\n04/03/2030 2030-03-04\n');
      await handle.db.execute(sql`comment on column projects.search_text is 'an earlier expression'`);
    } finally {
      await handle.close();
    }
    handle = await openDatabase({ embedded: dataDir });
    try {
      expect(await described(handle)).toEqual(expect.arrayContaining(searchColumns()));
      const [row] = await rowsOf<{ search_text: string }>(handle, sql`select search_text from projects`);
      expect(row.search_text).toContain('ganga clinic');
    } finally {
      await handle.close();
    }
  });
});
