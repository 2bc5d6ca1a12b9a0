// Where the list screen's opening spends its time: a Chromium performance trace of the tab from page.goto('/project')
// (after a sign-in) to the rows on screen, summed by what ran (scripts by chunk and function, style, layout, GC) and
// by the API calls' times. `npx tsx bench/listTrace.ts <server url> <rows> [opens]`, against a running server.
import fs from 'node:fs';
import type { CDPSession } from 'playwright-core';
import { launchBrowser } from '../test/e2e/launchBrowser.ts';
import { listShows, signInPage } from './browserList.ts';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: Record<string, unknown> & { cpuProfile?: CpuProfile; timeDeltas?: number[] } };
}
interface CpuProfile {
  nodes?: { id: number; parent?: number; callFrame: { functionName: string; url: string } }[];
  samples?: number[];
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'disabled-by-default-v8.cpu_profiler',
  'loading',
].join(',');

async function traced(cdp: CDPSession, open: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await open();
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await done;
  return events;
}

const shortUrl = (url = '') =>
  url.replace(/^.*\/(assets\/)?/, '').replace(/-[\w-]{8}\.js$/, '.js') || '(none)';

/** Self time of each sampled function (ms), from the trace's CPU profile chunks. */
function selfTimes(events: TraceEvent[]) {
  const nodes = new Map<number, { name: string; url: string }>();
  const self = new Map<string, number>();
  for (const event of events.filter((e) => e.name === 'ProfileChunk')) {
    const data = event.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? [])
      nodes.set(node.id, { name: node.callFrame.functionName || '(anonymous)', url: node.callFrame.url });
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    samples.forEach((id, i) => {
      const node = nodes.get(id);
      if (!node) return;
      const key = `${node.name} ${shortUrl(node.url)}`;
      self.set(key, (self.get(key) ?? 0) + (deltas[i + 1] ?? deltas[i] ?? 0) / 1000);
    });
  }
  return self;
}

/** Summed duration (ms) of the renderer main thread's events by name, top-level tasks' children only. */
function timelineTotals(events: TraceEvent[], from: number, to: number) {
  const totals = new Map<string, number>();
  for (const e of events) {
    if (e.ph !== 'X' || !e.dur || e.ts < from || e.ts > to) continue;
    if (
      !/^(EvaluateScript|v8\.compile|v8\.parseOnBackground|FunctionCall|MinorGC|MajorGC|V8\.GC.*|Layout|UpdateLayoutTree|Paint|ParseHTML|RunMicrotasks|TimerFire|EventDispatch|v8\.deserializeOnBackground|ParseAuthorStyleSheet|RunTask|CompileCode|CompileScript|ScheduleStyleRecalculation|PrePaint|Commit)$/.test(
        e.name,
      )
    )
      continue;
    totals.set(e.name, (totals.get(e.name) ?? 0) + e.dur / 1000);
  }
  return totals;
}

function apiCalls(events: TraceEvent[], from: number) {
  const sent = new Map<string, { url: string; at: number }>();
  const lines: string[] = [];
  for (const e of events) {
    const data = e.args?.data;
    if (!data) continue;
    if (e.name === 'ResourceSendRequest')
      sent.set(String(data.requestId), { url: String(data.url), at: e.ts });
    if (e.name === 'ResourceFinish') {
      const request = sent.get(String(data.requestId));
      if (request)
        lines.push(
          `${((request.at - from) / 1000).toFixed(0).padStart(6)} → ${((e.ts - from) / 1000).toFixed(0).padStart(6)} ms  ${shortUrl(request.url.replace(/^https?:\/\/[^/]+/, ''))} ${data.encodedDataLength} B`,
        );
    }
  }
  return lines;
}

const top = (map: Map<string, number>, n: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${v.toFixed(1).padStart(8)} ms  ${k}`);

/** Opens the list `opens` times (the first with no copy on the device), tracing each; prints the summaries. */
export async function traceListOpening(url: string, rows: number, opens = 2, out?: string) {
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await signInPage(page, url);
    for (let n = 0; n < opens; n++) {
      await page.goto(`${url}/home`);
      await page.getByText('Health care').first().waitFor();
      const cdp = await page.context().newCDPSession(page);
      const started = performance.now();
      const events = await traced(cdp, async () => {
        await page.goto(`${url}/project`);
        await listShows(page, rows);
      });
      const ms = performance.now() - started;
      await cdp.detach();
      if (out) fs.writeFileSync(`${out}-${n}.json`, JSON.stringify({ traceEvents: events }));
      const navigation = events.find(
        (e) => e.name === 'navigationStart' || e.name === 'NavigationStartToLoadEventEnd',
      );
      const from = navigation?.ts ?? Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
      const to = Math.max(...events.map((e) => e.ts + (e.dur ?? 0)));
      console.log(`\n## opening ${n + 1}: ${Math.round(ms)} ms to "of ${rows}"`);
      console.log('API and script requests (from navigation start):');
      console.log(apiCalls(events, from).join('\n'));
      console.log('main-thread work by kind:');
      console.log(top(timelineTotals(events, from, to), 14).join('\n'));
      console.log('self time by function (sampled):');
      console.log(top(selfTimes(events), 30).join('\n'));
    }
    await page.waitForLoadState('networkidle');
    const rowsText = () => page.evaluate(() => document.querySelector('tbody')?.textContent ?? '');
    const interactions: [string, () => Promise<void>][] = [
      ['next page', () => page.getByRole('button', { name: /next page/i }).click()],
      ['sort by name', () => page.getByRole('columnheader', { name: 'Name' }).getByText('Name').click()],
      ['search', () => page.getByPlaceholder('Search ...').fill('p-1234')],
    ];
    for (const [name, act] of interactions) {
      const before = await rowsText();
      const cdp = await page.context().newCDPSession(page);
      const events = await traced(cdp, async () => {
        await act();
        await page.waitForFunction(
          (old) => (document.querySelector('tbody')?.textContent ?? '') !== old,
          before,
        );
      });
      await cdp.detach();
      const from = Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
      const to = Math.max(...events.map((e) => e.ts + (e.dur ?? 0)));
      console.log(`\n## ${name}`);
      console.log(top(timelineTotals(events, from, to), 8).join('\n'));
      console.log(top(selfTimes(events), 25).join('\n'));
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1]?.endsWith('listTrace.ts')) {
  const [url, rows, opens, out] = process.argv.slice(2);
  await traceListOpening(url, Number(rows), Number(opens ?? 2), out);
}
