// `DATABASE_URL=postgres://… npm run bench:million [-- --rows=N]`: a throwaway database beside DATABASE_URL's,
// a million projects inserted by SQL, then the server's time for list pages with a search, each beside the same
// page without one, measured in the same run (sequential calls, median). Figures only: nothing fails on time.
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/connection.ts';
import { seed } from '../server/db/seed.ts';
import { fillProjects, throwawayDatabase } from './millionRows.ts';
import { benchAdmin } from './server.ts';
import { signIn } from './api.ts';
import { printTable, type Figure } from './table.ts';

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl)
  throw new Error('bench:million needs DATABASE_URL: a PostgreSQL server where it may create a database');
const rowCount = Number(process.argv.find((arg) => arg.startsWith('--rows='))?.split('=')[1] ?? 1_000_000);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const log = (text: string) => console.log(`# ${text}`);

const database = await throwawayDatabase(adminUrl);
const config = loadConfig({
  DATABASE_URL: database.url,
  TOKEN_SECRET: crypto.randomBytes(32).toString('hex'),
  LOG_LEVEL: 'warn',
  DATA_DIR: path.join(os.tmpdir(), `outreach-bench-${crypto.randomBytes(6).toString('hex')}`),
  ADMIN_EMAIL: benchAdmin.email,
  ADMIN_PASSWORD: benchAdmin.password,
});
const handle = await openDatabase({ url: database.url });
try {
  await seed(handle.db, config);
  log(`inserting ${rowCount.toLocaleString('en')} projects by SQL, then building their search indexes...`);
  const filled = await fillProjects(database.url, rowCount);
  const app = await buildApp({ db: handle.db, config, logger: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const headers = { authorization: `Bearer ${await signIn(url)}` };

  /** The median time of `path`'s answer over sequential calls, after warming up; checks it answers 200. */
  const timed = async (path: string, runs = 21) => {
    const times: number[] = [];
    for (let run = -3; run < runs; run++) {
      const started = performance.now();
      const response = await fetch(`${url}/api/${path}`, { headers });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      if (run >= 0) times.push(performance.now() - started);
    }
    return {
      ms: median(times),
      total: (await fetch(`${url}/api/${path}`, { headers })).headers.get('x-total-count'),
    };
  };

  log('timing pages, 21 sequential calls each...');
  // The first unsearched page of a list version counts its rows; the next ones reuse that count.
  const coldStarted = performance.now();
  await (await fetch(`${url}/api/projects?_start=0&_end=10`, { headers })).arrayBuffer();
  const coldMs = performance.now() - coldStarted;
  const plain = await timed('projects?_start=0&_end=10');
  const one = await timed(`get_project/${Math.ceil(rowCount / 2)}`);
  const searches = [
    ['a name', 'project 4242'],
    ['a date as shown', '04/03/2027'],
    ['a code', 'P-77777'],
    ['a state by name (a quarter of the rows)', 'karnataka'],
  ];
  const figures: Figure[] = [];
  for (const [what, q] of searches) {
    const found = await timed(`projects?_start=0&_end=10&q=${encodeURIComponent(q)}`);
    figures.push({
      what: `page of 10, search ${what} ('${q}': ${Number(found.total).toLocaleString('en')} found)`,
      value: found.ms,
      unit: 'ms',
      anchor: { name: 'same page unsearched', value: plain.ms },
      goal: '≤ 200 ms',
      met: found.ms <= 200,
    });
  }
  const middle = Math.floor(rowCount / 2);
  const deep = await timed(`projects?_start=${middle}&_end=${middle + 10}&_sort=id&_order=DESC`);
  const byName = await timed('projects?_start=0&_end=10&_sort=project_name');
  const unsearched = (what: string, ms: number, goal = '≤ 200 ms') => ({
    what,
    value: ms,
    unit: 'ms',
    anchor: { name: 'GET /api/get_project/:id', value: one.ms },
    goal,
    met: goal === '—' ? undefined : ms <= 200,
  });
  figures.push(
    unsearched('page of 10, unsearched (its count kept for the list version)', plain.ms),
    unsearched('page of 10, unsearched, first of a list version (counts the rows)', coldMs, '—'),
    unsearched('page of 10 in the middle, by id descending', deep.ms),
    unsearched('page of 10, unsearched, sorted by name', byName.ms),
  );
  await app.close();
  console.log();
  printTable(figures);
  console.log(
    `\n${rowCount.toLocaleString('en')} projects inserted in ${filled.insertSeconds.toFixed(1)} s; ` +
      `their search indexes built in ${filled.indexSeconds.toFixed(1)} s`,
  );
} finally {
  await handle.close();
  await database.drop();
}
