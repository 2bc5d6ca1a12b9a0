// The anchor of the adds: the embedded database's own single-row insert rate on this machine, in the same run, as
// pgbench measures one (each insert its own transaction, 8 clients): the projects table of a database opened as
// the server opens it, through the same thread, with no HTTP, no checks, no audit, key or version.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/connection.ts';

/** Inserts `count` projects from `clients` loops at once; answers rows per second. */
export async function rawInsertRate(count: number, clients = 8): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-bench-raw-'));
  const { db, close } = await openDatabase({ embedded: dir });
  try {
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        for (let i = next++; i < count; i = next++)
          await db.execute(sql`insert into projects (project_name, project_code, state_id, start_date, end_date)
            values (${`Project ${i}`}, ${`R-${i}`}, ${29}, ${'2026-01-01'}, ${'2031-01-01'})`);
      }),
    );
    return count / ((performance.now() - started) / 1000);
  } finally {
    await close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
