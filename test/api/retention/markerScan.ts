// Where a marker string is, byte for byte: in any file under a folder, in a backup unpacked, in a pg_dump.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The marker as written and as the search columns lower it. */
const formsOf = (marker: string) => [marker, marker.toLowerCase()];

const holds = (data: Buffer, marker: string) => formsOf(marker).some((form) => data.includes(form));

/** Every file under `dir` (recursively) whose bytes hold the marker. */
export const filesHolding = (dir: string, marker: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => {
      const file = path.join(dir, name);
      return fs.statSync(file).isFile() && holds(fs.readFileSync(file), marker);
    })
    .sort();

/** Whether a backup file, unpacked (its SQL and photos are plain bytes inside the tar), holds the marker. */
export const backupHolds = (file: string, marker: string): boolean =>
  holds(zlib.gunzipSync(fs.readFileSync(file)), marker);

/** PostgreSQL's pg_dump of the database at `url`; the test fails with one line when pg_dump is missing. */
export function pgDumpOf(url: string): Buffer {
  const dump = spawnSync('pg_dump', [url], { maxBuffer: 1024 * 1024 * 1024 });
  if (dump.error)
    throw new Error(`pg_dump could not run (${dump.error.message}): this test needs it on PATH.`);
  if (dump.status !== 0) throw new Error(`pg_dump failed: ${dump.stderr.toString().trim()}`);
  return dump.stdout;
}

export const dumpHolds = (url: string, marker: string): boolean => holds(pgDumpOf(url), marker);
