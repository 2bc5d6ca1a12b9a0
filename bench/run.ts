// `npm run bench [-- --rows N] [-- --no-build]`: the real server on a temporary data directory, N projects and N sites
// added through the API, every figure beside its anchor measured in the same run. Figures only: nothing fails on time.
import fs from 'node:fs';
import { LOGIN_SCRIPT_BUDGET } from '../test/e2e/loginScripts.ts';
import { addProjects, load, signIn } from './api.ts';
import { browserFigures } from './browser.ts';
import { startJsonServer } from './jsonServer.ts';
import { benchListQuery } from './listQuery.bench.ts';
import { scopedListFigures } from './scopedList.ts';
import { buildProduct, startServer } from './server.ts';
import { printTable, type Figure } from './table.ts';

const argument = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}`));
const rowCount = Number(argument('rows')?.split('=')[1] ?? 100_000);
const compressed = { 'accept-encoding': 'br, gzip' };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const log = (text: string) => console.log(`# ${text}`);

if (!argument('no-build')) buildProduct();

const { server } = await startServer();
const token = await signIn(server.url);
const auth = { ...compressed, authorization: `Bearer ${token}` };
log(`adding ${rowCount.toLocaleString('en')} projects through the API, 8 clients...`);
const addsPerSecond = await addProjects(server.url, token, rowCount);

const firstStarted = performance.now();
const firstList = await fetch(`${server.url}/api/projects`, { headers: auth });
const rows = (await firstList.json()) as { id: number }[];
const firstListMs = performance.now() - firstStarted;
const etag = firstList.headers.get('etag') ?? '';
const anchor = await startJsonServer('projects', rows);
const id = rows[Math.floor(rows.length / 2)].id;

log('loading the list and one record, ours and json-server, 10 connections...');
const list = await load(`${server.url}/api/projects`, auth);
const anchorList = await load(`${anchor.url}/projects`, compressed);
const notModified = await load(`${server.url}/api/projects`, { ...auth, 'if-none-match': etag });
const one = await load(`${server.url}/api/get_project/${id}`, auth);
const anchorOne = await load(`${anchor.url}/projects/${id}`, compressed);
await anchor.stop();
const scoped = await scopedListFigures(server.url, token, rowCount);

log('restarting on the same data directory, 3 times...');
await server.stop();
const restarts: number[] = [];
let running = server;
for (let i = 0; i < 3; i++) {
  const restarted = await startServer(server.dataDir);
  restarts.push(restarted.readyMs);
  running = restarted.server;
  if (i < 2) await running.stop();
}

log('browser figures...');
const browser = await browserFigures(running.url, rowCount);
await running.stop();
fs.rmSync(server.dataDir, { recursive: true, force: true });

const KiB = 1024;
const figures: Figure[] = [
  {
    what: `GET /api/projects, ${rowCount.toLocaleString('en')} rows, br/gzip, 10 connections`,
    value: list.requestsPerSecond,
    unit: 'req/s',
    anchor: { name: 'json-server 0.17', value: anchorList.requestsPerSecond },
    goal: '≥ 10× json-server',
    met: list.requestsPerSecond >= 10 * anchorList.requestsPerSecond,
  },
  {
    what: 'GET /api/projects again (its cached, compressed body): latency',
    value: list.latencyMs,
    unit: 'ms',
    anchor: { name: 'first uncached answer', value: firstListMs },
    goal: 'a fraction of the first',
    met: list.latencyMs < firstListMs / 2,
  },
  {
    what: 'GET /api/projects with If-None-Match → 304: latency',
    value: notModified.latencyMs,
    unit: 'ms',
    anchor: { name: 'first uncached answer', value: firstListMs },
    goal: 'no rows read',
    met: notModified.latencyMs < list.latencyMs,
  },
  {
    what: 'GET /api/get_project/:id, 10 connections',
    value: one.requestsPerSecond,
    unit: 'req/s',
    anchor: { name: 'json-server 0.17', value: anchorOne.requestsPerSecond },
    goal: '≥ 3× json-server',
    met: one.requestsPerSecond >= 3 * anchorOne.requestsPerSecond,
  },
  ...scoped,
  {
    what: 'login page JavaScript on the wire',
    value: browser.loginBytes / KiB,
    unit: 'KiB',
    goal: '≤ 150 KiB',
    met: browser.loginBytes <= LOGIN_SCRIPT_BUDGET,
  },
  {
    what: `list search, keystroke → rows on screen, ${rowCount.toLocaleString('en')} rows`,
    value: browser.searchMs,
    unit: 'ms',
    goal: '≤ 300 ms',
    met: browser.searchMs <= 300,
  },
  {
    what: `tab JS heap with ${rowCount.toLocaleString('en')} projects held`,
    value: browser.heapBytes / KiB / KiB,
    unit: 'MiB',
    goal: '≤ 300 MB',
    met: browser.heapBytes <= 300 * 1e6,
  },
  {
    what: 'restart to ready on this data dir (median of 3)',
    value: median(restarts),
    unit: 'ms',
    goal: '≤ 1,000 ms',
    met: median(restarts) <= 1000,
  },
  {
    what: 'adding projects through the API, 8 clients',
    value: addsPerSecond,
    unit: 'rows/s',
    goal: '≥ 1,000 rows/s',
    met: addsPerSecond >= 1000,
  },
];
console.log();
printTable(figures);
console.log(
  `\nlist screen opened with ${rowCount.toLocaleString('en')} rows in ${Math.round(browser.listLoadMs)} ms`,
);
console.log();
benchListQuery();
