// A throwaway PostgreSQL database filled with projects by SQL (generate_series), not through the API, and its
// search indexes built afterwards, as a first start on a full table builds them.
import crypto from 'node:crypto';
import pg from 'pg';
import { ensureSearchIndexes, searchIndexes } from '../server/db/searchIndexes.ts';

/** A new database beside `adminUrl`'s: its URL, and drop() to remove it. */
export async function throwawayDatabase(adminUrl: string) {
  const name = `outreach_bench_${crypto.randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

const seconds = (since: number) => (performance.now() - since) / 1000;

/**
 * Inserts `count` projects (names repeating every 100,003, codes P-1.., the seeded states, dates over four years),
 * then builds the projects' search indexes. Answers the seconds each took.
 */
export async function fillProjects(url: string, count: number) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const projectIndexes = searchIndexes().filter((index) => index.name.startsWith('projects_'));
    for (const index of projectIndexes) await pool.query(`drop index if exists ${index.name}`);
    const insertStarted = performance.now();
    await pool.query(
      `insert into projects (project_name, project_code, state_id, start_date, end_date)
       select 'Project ' || (g::bigint * 7919) % 100003, 'P-' || g,
              (select array_agg(state_id order by state_id) from states)[1 + g % (select count(*)::int from states)],
              date '2026-01-01' + g % 1461, date '2030-01-01' + g % 365
       from generate_series(1, $1::int) as g`,
      [count],
    );
    const insertSeconds = seconds(insertStarted);
    const indexStarted = performance.now();
    await ensureSearchIndexes(pool);
    const indexSeconds = seconds(indexStarted);
    await pool.query('vacuum analyze projects');
    return { insertSeconds, indexSeconds };
  } finally {
    await pool.end();
  }
}
