// Every time limit of the tests from one place: a figure for the quiet reference machine, scaled by the slowness the
// run measured at its start (scripts/slowness.mjs, passed down as TEST_SLOWNESS) or by the machine's load now,
// whichever is the greater, so a loaded machine waits longer.
import os from 'node:os';

/**
 * How many times slower than the quiet reference machine this run is: as measured at its start (1 when nothing
 * was), or the runnable processes per core over the last minute when more (other work began after the start).
 */
export function slowness(): number {
  const measured = Number(process.env.TEST_SLOWNESS);
  const atStart = Number.isFinite(measured) && measured >= 1 ? measured : 1;
  const loadNow = os.loadavg()[0] / os.availableParallelism();
  return Math.max(atStart, Math.round(loadNow * 10) / 10);
}

/**
 * A time limit allowed on the quiet machine, scaled to this run's.
 * @example it('imports 1,000 sites', { timeout: scaled(300_000) }, async () => { ... })
 */
export const scaled = (ms: number): number => Math.round(ms * slowness());
