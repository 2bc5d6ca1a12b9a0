// On PostgreSQL, the list searches' indexes are made at start, and a search uses them: the search and the index
// say the very same expression; an index made from another config is made anew, one of an earlier version dropped.
import { and, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { project } from '../../../resources/index.ts';
import { openDatabase, type DatabaseHandle } from '../../../server/db/connection.ts';
import { MIGRATION_LOCK_KEY } from '../../../server/db/migrationLock.ts';
import { projects } from '../../../server/db/schema.ts';
import { ensureSearchIndexes, searchIndexes } from '../../../server/db/searchIndexes.ts';
import { tableOf } from '../../../server/db/tables.ts';
import { searchCondition } from '../../../server/routes/crud/listSearch.ts';
import { createPostgresDatabase } from '../testServer.ts';

describe('search indexes on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let handle: DatabaseHandle;
  let admin: pg.Pool;
  beforeAll(async () => {
    database = await createPostgresDatabase();
    handle = await openDatabase({ url: database.url });
    admin = new pg.Pool({ connectionString: database.url, max: 2 });
    await admin.query(`insert into states (state_id, state_name) values (2, 'HIMACHAL PRADESH')`);
    // Enough rows, their statistics and their indexes' pending entries merged, for the planner to weigh indexes.
    await admin.query(`insert into projects (project_name, project_code, state_id, start_date, end_date)
      select 'Project ' || g, 'P-' || g, 1 + g % 36, date '2030-01-01' + g % 700, date '2031-01-01' + g % 365
      from generate_series(1, 5000) as g`);
    await admin.query('vacuum analyze projects');
  });
  afterAll(async () => {
    await admin?.end();
    await handle?.close();
    await database?.drop();
  });

  const present = async () =>
    (await admin.query<{ indexname: string }>('select indexname from pg_indexes')).rows.map(
      (r) => r.indexname,
    );

  /** The plan of a projects query, with sequential scans priced out as a million rows would. */
  const planOf = async (condition: SQL) =>
    handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const where = and(isNull(projects.deleted_at), condition);
      const { rows } = (await tx.execute(
        sql`explain ${tx.select({ id: projects.id }).from(projects).where(where)}`,
      )) as unknown as { rows: { 'QUERY PLAN': string }[] };
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });

  it('creates every search index at start', async () => {
    expect(await present()).toEqual(expect.arrayContaining(searchIndexes().map((index) => index.name)));
  });

  it('matches a search of any text or date through the search column and its index', async () => {
    for (const needle of ['04/03', 'project 42', 'p-42', '2030-01']) {
      const search = await searchCondition(handle.db, project, tableOf('projects'), needle, false);
      expect(await planOf(search), needle).toContain('projects_search_text_search');
    }
  });

  it('finds a lookup name through the b-tree index of its column', async () => {
    const himachal = await searchCondition(handle.db, project, tableOf('projects'), 'himachal', false);
    expect(await planOf(and(himachal, isNotNull(projects.state_id)) as SQL)).toContain(
      'projects_state_id_search',
    );
  });

  it('puts back a missing index, drops an earlier one, and takes no lock when none is to be made', async () => {
    await admin.query('drop index projects_search_text_search');
    await admin.query(
      'create index projects_project_code_search on projects using gin (project_code gin_trgm_ops)',
    );
    await ensureSearchIndexes(admin);
    const indexes = await present();
    expect(indexes).toContain('projects_search_text_search');
    expect(indexes).not.toContain('projects_project_code_search');
    const holder = await admin.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      // Waiting for the lock held here would never end (the test would time out).
      await ensureSearchIndexes(admin);
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      holder.release();
    }
  });

  it('makes a search index anew when it holds another expression than its config says, and adds no column', async () => {
    await admin.query(`comment on index projects_search_text_search is 'an earlier expression'`);
    await ensureSearchIndexes(admin);
    const { rows } = await admin.query<{ described: string }>(
      `select obj_description('projects_search_text_search'::regclass, 'pg_class') as described`,
    );
    const wanted = searchIndexes().find((index) => index.name === 'projects_search_text_search');
    expect(rows[0].described).toBe(wanted?.described);
    const column = await admin.query(
      `select 1 from pg_attribute where attrelid = 'projects'::regclass and attname = 'search_text'`,
    );
    expect(column.rowCount).toBe(0);
  });
});
