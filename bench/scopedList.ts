// A District Coordinator's list beside the administrator's, in the same run: N sites spread over every built-in
// district, the whole list (first answer after a write, cached, 304) and a server-paged search, each against its anchor.
import autocannon from 'autocannon';
import { load } from './api.ts';
import { startJsonServer } from './jsonServer.ts';
import type { Figure } from './table.ts';

const compressed = { 'accept-encoding': 'br, gzip' };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const log = (text: string) => console.log(`# ${text}`);

interface Block {
  state_id: number;
  district_id: number;
  block_id: number;
}

/** The coordinator's district: KULLU (Himachal Pradesh), one of the built-in set's 13. */
const coordinator = {
  email: 'district.coordinator@outreach.test',
  password: 'kullu-bench-coordinator',
  state_id: 2,
  district_id: 20,
  block_id: 168,
};

/** Every block of the master data, with its district's state. */
async function blocksOf(url: string, token: string): Promise<Block[]> {
  const answer = await fetch(`${url}/api/master_data`, { headers: { authorization: `Bearer ${token}` } });
  const master = (await answer.json()) as {
    district: { district_id: number; state_id: number }[];
    block: { block_id: number; district_id: number }[];
  };
  const stateOf = new Map(master.district.map((d) => [d.district_id, d.state_id]));
  return master.block.map((b) => ({ ...b, state_id: stateOf.get(b.district_id) as number }));
}

/** The i-th site's add body: round the blocks, so every district holds its share. */
const siteBody = (i: number, blocks: Block[]) => ({
  id: '',
  site_name: `Site ${(i * 7919) % 100_003}`,
  mhu: `MHU-${i % 40}`,
  site_code: `S-${i}`,
  days: 701 + (i % 7),
  day_name: 'Monday',
  ...blocks[i % blocks.length],
});

/** Adds `count` sites from 8 connections, as the bench adds its projects. */
async function addSites(url: string, token: string, count: number, blocks: Block[]): Promise<void> {
  let next = 0;
  const result = await autocannon({
    url: `${url}/api/sites_add`,
    method: 'POST',
    connections: 8,
    amount: count,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    requests: [
      { setupRequest: (request) => ({ ...request, body: JSON.stringify(siteBody(next++, blocks)) }) },
    ],
  });
  if (result['2xx'] !== count)
    throw new Error(`sites_add: ${count - result['2xx']} of ${count} adds refused`);
}

async function post(url: string, token: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** Adds the District Coordinator as the administrator would, and signs them in. */
async function districtCoordinatorToken(url: string, adminToken: string): Promise<string> {
  const { email, password, ...place } = coordinator;
  await post(`${url}/api/users_add`, adminToken, {
    id: '',
    name: 'Bench Coordinator',
    email,
    password,
    mobile_number: '9816000000',
    role_id: 5,
    program_id: '',
    project_id: '',
    city_village: 'Anni',
    ...place,
  });
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`the coordinator's login answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** Milliseconds from a GET to the last byte of its answer. */
async function timed(url: string, headers: Record<string, string>): Promise<{ ms: number; body: unknown }> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.json();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { ms: performance.now() - started, body };
}

/**
 * The whole list's first answer after a write (a site edited, so the list's version moves and no cache holds
 * it), median of 5 for each user, taken in turns so that both meet the same machine.
 */
async function firstAfterWrite(
  url: string,
  adminToken: string,
  tokens: string[],
  siteId: number,
  blocks: Block[],
) {
  const times = tokens.map(() => [] as number[]);
  for (let round = 0; round < 5; round++)
    for (const [index, token] of tokens.entries()) {
      const edit = { ...siteBody(siteId - 1, blocks), site_name: `Site edited ${round}.${index}` };
      await post(`${url}/api/sites_edit/${siteId}`, adminToken, edit);
      times[index].push(
        (await timed(`${url}/api/sites`, { ...compressed, authorization: `Bearer ${token}` })).ms,
      );
    }
  return times.map(median);
}

/** A page of 10 searched by a site code (S-<code> and S-<code>0..9), median over several codes. */
async function searchMs(url: string, token: string, rowCount: number): Promise<number> {
  const step = Math.floor(rowCount / 10 / 8);
  const codes = [1, 2, 3, 4, 5, 6, 7].map((k) => Math.floor(rowCount / 100) + k * step);
  const times: number[] = [];
  for (const code of codes) {
    const page = `${url}/api/sites?_start=0&_end=10&_sort=id&_order=ASC&q=s-${code}`;
    times.push((await timed(page, { ...compressed, authorization: `Bearer ${token}` })).ms);
  }
  return median(times);
}

/** Adds the sites and the coordinator, measures both users' lists and searches, and answers the figures. */
export async function scopedListFigures(
  url: string,
  adminToken: string,
  rowCount: number,
  seconds = 8,
): Promise<Figure[]> {
  const blocks = await blocksOf(url, adminToken);
  const districts = new Set(blocks.map((block) => block.district_id)).size;
  log(
    `adding ${rowCount.toLocaleString('en')} sites over ${districts} districts, and a District Coordinator...`,
  );
  await addSites(url, adminToken, rowCount, blocks);
  const coordinatorToken = await districtCoordinatorToken(url, adminToken);
  const as = (token: string) => ({ ...compressed, authorization: `Bearer ${token}` });

  const [adminFirst, coordinatorFirst] = await firstAfterWrite(
    url,
    adminToken,
    [adminToken, coordinatorToken],
    1,
    blocks,
  );
  const adminRows = (await timed(`${url}/api/sites`, as(adminToken))).body as Block[];
  const coordinatorList = await fetch(`${url}/api/sites`, { headers: as(coordinatorToken) });
  const coordinatorRows = (await coordinatorList.json()) as Block[];
  const coordinatorEtag = coordinatorList.headers.get('etag') ?? '';
  if (coordinatorRows.some((row) => row.district_id !== coordinator.district_id))
    throw new Error("the coordinator's list holds another district's site");
  const anchor = await startJsonServer('sites', adminRows);
  log(
    `loading the sites list: the administrator's ${adminRows.length}, the coordinator's ${coordinatorRows.length}...`,
  );
  const adminList = await load(`${url}/api/sites`, as(adminToken), seconds);
  const anchorAll = await load(`${anchor.url}/sites`, compressed, seconds);
  const coordinatorLoad = await load(`${url}/api/sites`, as(coordinatorToken), seconds);
  const anchorDistrict = await load(
    `${anchor.url}/sites?district_id=${coordinator.district_id}`,
    compressed,
    seconds,
  );
  const notModified = await load(
    `${url}/api/sites`,
    { ...as(coordinatorToken), 'if-none-match': coordinatorEtag },
    seconds,
  );
  await anchor.stop();
  const adminSearch = await searchMs(url, adminToken, rowCount);
  const coordinatorSearch = await searchMs(url, coordinatorToken, rowCount);

  const n = (count: number) => count.toLocaleString('en');
  const ofDistrict = `District Coordinator, ${n(coordinatorRows.length)} of ${n(adminRows.length)} sites`;
  return [
    {
      key: 'sites-administrator',
      what: `GET /api/sites, administrator, ${n(adminRows.length)} rows, 10 connections`,
      better: 'higher',
      value: adminList.requestsPerSecond,
      unit: 'req/s',
      anchor: { name: 'json-server 0.17', value: anchorAll.requestsPerSecond },
      goal: '≥ 10× json-server',
      met: adminList.requestsPerSecond >= 10 * anchorAll.requestsPerSecond,
    },
    {
      key: 'sites-coordinator',
      what: `GET /api/sites, ${ofDistrict}, 10 connections`,
      better: 'higher',
      value: coordinatorLoad.requestsPerSecond,
      unit: 'req/s',
      anchor: { name: 'json-server ?district_id=', value: anchorDistrict.requestsPerSecond },
      goal: '≥ 10× json-server',
      met: coordinatorLoad.requestsPerSecond >= 10 * anchorDistrict.requestsPerSecond,
    },
    {
      key: 'sites-coordinator-first',
      what: 'GET /api/sites first after a write, District Coordinator (median of 5)',
      better: 'lower',
      value: coordinatorFirst,
      unit: 'ms',
      anchor: { name: "the administrator's", value: adminFirst },
      goal: '—',
    },
    {
      key: 'sites-coordinator-304',
      what: 'GET /api/sites with If-None-Match → 304, District Coordinator: latency',
      better: 'lower',
      value: notModified.latencyMs,
      unit: 'ms',
      // autocannon's latencies are whole milliseconds, averaged: below one, a difference is rounding.
      resolution: 1,
      anchor: { name: 'first after a write', value: coordinatorFirst },
      goal: 'no rows read',
      met: notModified.latencyMs < coordinatorLoad.latencyMs,
    },
    {
      key: 'sites-search-administrator',
      what: 'GET /api/sites?q= (page of 10), administrator (median of 7)',
      better: 'lower',
      value: adminSearch,
      unit: 'ms',
      goal: '≤ 300 ms',
      met: adminSearch <= 300,
    },
    {
      key: 'sites-search-coordinator',
      what: 'GET /api/sites?q= (page of 10), District Coordinator (median of 7)',
      better: 'lower',
      value: coordinatorSearch,
      unit: 'ms',
      anchor: { name: "the administrator's", value: adminSearch },
      goal: '≤ 300 ms',
      met: coordinatorSearch <= 300,
    },
  ];
}
