// The API as the benchmarks use it: sign in, add projects from several clients at once, load with autocannon.
import autocannon from 'autocannon';
import { benchAdmin } from './server.ts';

export async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(benchAdmin),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A project or a program: the two schemes share their fields' shape. */
export type Scheme = 'project' | 'program';

/** The i-th scheme's add body: names, codes and dates that vary, states from the built-in set. */
export const schemeBody = (i: number, stateIds: number[], scheme: Scheme = 'project') => ({
  id: '',
  [`${scheme}_name`]: `${scheme === 'project' ? 'Project' : 'Program'} ${(i * 7919) % 100_003}`,
  [`${scheme}_code`]: `${scheme === 'project' ? 'P' : 'G'}-${i}`,
  state_id: stateIds[i % stateIds.length],
  startDate: `20${pad(26 + (i % 4))}-${pad((i % 12) + 1)}-${pad((i % 28) + 1)}`,
  endDate: `2031-${pad((i % 12) + 1)}-01`,
});

/**
 * Adds `count` projects (or programs) from `clients` connections, each with an Idempotency-Key; answers rows per
 * second. autocannon sends them:
 * a light client (about a sixth of fetch's CPU per request, measured) leaves this machine's cores to the server.
 */
export async function addProjects(
  url: string,
  token: string,
  count: number,
  scheme: Scheme = 'project',
  clients = 8,
): Promise<number> {
  const master = await fetch(`${url}/api/master_data`, { headers: { authorization: `Bearer ${token}` } });
  const stateIds = ((await master.json()) as { state: { state_id: number }[] }).state.map((s) => s.state_id);
  let next = 0;
  const started = performance.now();
  const result = await autocannon({
    url: `${url}/api/${scheme}s_add`,
    method: 'POST',
    connections: clients,
    amount: count,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    // Each add as the app sends it: with its own Idempotency-Key (written in the add's statement).
    requests: [
      {
        setupRequest: (request) => {
          const i = next++;
          const headers = { ...request.headers, 'idempotency-key': `bench-${started}-${i}` };
          return { ...request, headers, body: JSON.stringify(schemeBody(i, stateIds, scheme)) };
        },
      },
    ],
  });
  const seconds = (performance.now() - started) / 1000;
  if (result['2xx'] !== count)
    throw new Error(`${scheme}s_add: ${count - result['2xx']} of ${count} adds refused`);
  return count / seconds;
}

export interface Load {
  requestsPerSecond: number;
  latencyMs: number;
}

/** GETs on `url` from 10 connections for `seconds`: requests per second and mean latency. */
export async function load(url: string, headers: Record<string, string> = {}, seconds = 8): Promise<Load> {
  const result = await autocannon({ url, connections: 10, duration: seconds, headers });
  const expected = headers['if-none-match'] ? 304 : 200;
  const answered = result.statusCodeStats?.[`${expected}`]?.count ?? 0;
  const unexpected = result.requests.total - answered;
  if (unexpected > 0)
    throw new Error(`${url}: ${unexpected} of ${result.requests.total} answers not ${expected}`);
  // Counted over the whole run: autocannon's per-second average rounds a slow anchor's fraction down to 0.
  return { requestsPerSecond: result.requests.total / result.duration, latencyMs: result.latency.average };
}
