// Runs every benchmark and prints its figures; nothing here passes or fails on time.
import { benchListQuery } from './listQuery.bench.ts';

const benches: Record<string, () => void | Promise<void>> = { listQuery: benchListQuery };

for (const [name, run] of Object.entries(benches)) {
  console.log(`# ${name}`);
  await run();
}
