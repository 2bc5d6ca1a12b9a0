// Every time limit of the tests from one place: a figure for the quiet reference machine, scaled by the slowness the
// run measured at its start (scripts/slowness.mjs, passed down as TEST_SLOWNESS), so a loaded machine waits longer.

/** How many times slower than the quiet reference machine this run measured (1 when nothing was measured). */
export function slowness(): number {
  const measured = Number(process.env.TEST_SLOWNESS);
  return Number.isFinite(measured) && measured >= 1 ? measured : 1;
}

/**
 * A time limit allowed on the quiet machine, scaled to this run's.
 * @example it('imports 1,000 sites', { timeout: scaled(300_000) }, async () => { ... })
 */
export const scaled = (ms: number): number => Math.round(ms * slowness());
