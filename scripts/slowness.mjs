// How much slower than a quiet run this machine is now: a fixed CPU loop timed against the time it took on the
// reference machine (two cores, nothing else running), so the tests' timeouts can scale with the load of the moment.

/** What the loop took on the reference machine, quiet: the shortest of nine rounds, in milliseconds. */
const referenceMs = 100;

/** One round of a fixed amount of arithmetic; answers its wall time in milliseconds. */
function round() {
  const start = process.hrtime.bigint();
  let x = 0;
  for (let i = 0; i < 20_000_000; i++) x = (x * 31 + i) % 1_000_003;
  if (x < 0) throw new Error('unreachable: keeps the loop from being optimised away');
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** The slowness factor (1 or more, one decimal): the median of nine rounds against the reference's. */
export function measureSlowness() {
  round();
  const rounds = Array.from({ length: 9 }, round).sort((a, b) => a - b);
  return Math.max(1, Math.round((rounds[4] / referenceMs) * 10) / 10);
}
