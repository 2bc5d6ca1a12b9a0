// CLI: imports the official LGD CSV files into the database the server uses (`npm run db:import-lgd -- DIR`).
// The embedded database allows one process per data directory, so stop the server first.
import { openDatabase } from './connection.ts';
import { parseLgdDirectory } from './lgd/parse.ts';
import { retiredInUse, retiredMessage } from './lgd/retiredInUse.ts';
import { upsertLocations } from './lgd/upsert.ts';

const usage = 'Usage: npm run db:import-lgd -- DIR   (DIR holds 1-state.csv, 2-district.csv and blocks.csv)';

async function importLgd(dir: string): Promise<string> {
  const set = await parseLgdDirectory(dir);
  const databaseUrl = process.env.DATABASE_URL;
  const handle = await openDatabase(
    databaseUrl ? { url: databaseUrl } : { embedded: process.env.DATA_DIR || './data' },
  );
  try {
    const counts = await upsertLocations(handle.db, set, { markMissingInactive: true });
    const n = (count: number) => count.toLocaleString('en-IN');
    const imported = `Imported ${n(counts.states)} states, ${n(counts.districts)} districts, ${n(counts.blocks)} blocks.`;
    const retired = retiredMessage(counts.retired, await retiredInUse(handle.db));
    return retired ? `${imported}\n${retired}` : imported;
  } finally {
    await handle.close();
  }
}

const dir = process.argv[2];
if (!dir) {
  console.error(usage);
  process.exit(1);
}
try {
  console.log(await importLgd(dir));
} catch (error) {
  console.error(`LGD import failed: ${(error as Error).message}`);
  process.exit(1);
}
