// A backup's database made anew in a fresh folder, before it takes the place of the current one: its SQL loaded
// into a new cluster, brought to this version's schema, and every erasure of the log applied again, so that an
// older backup never brings an erased person back (docs/decisions/018-physical-erasure.md).
import path from 'node:path';
import { openDatabase } from '../db/connection.ts';
import { eraseAgain } from '../retention/eraseAgain.ts';
import type { Erasure } from '../retention/erasureLog.ts';
import { BackupFileError, firstLine } from './readBackupArchive.ts';

/** Loads the SQL into `dir`/pgdata with PGlite; a file whose SQL does not load is no backup this version opens. */
async function loadSql(file: string, dir: string, sql: Buffer): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = new PGlite(path.join(dir, 'pgdata'));
  try {
    await pg.exec(sql.toString('utf8'));
    // A backup's SQL runs as the database's owner: a setting it wrote for later starts is undone.
    await pg.exec('ALTER SYSTEM RESET ALL');
    await pg.query('select count(*) from drizzle.__drizzle_migrations');
  } catch (error) {
    throw new BackupFileError(`${file} holds no database this version can open (${firstLine(error)}).`);
  } finally {
    await pg.close().catch(() => undefined);
  }
}

/** Makes the backup's database in `dir` (a data directory of its own); answers how many records it erased again. */
export async function loadRestored(
  file: string,
  dir: string,
  sql: Buffer,
  erasures: Erasure[],
): Promise<number> {
  await loadSql(file, dir, sql);
  const restored = await openDatabase({ embedded: dir }).catch((error: unknown) => {
    throw new BackupFileError(`${file} holds a database this version cannot migrate (${firstLine(error)}).`);
  });
  try {
    return await eraseAgain(restored.db, erasures);
  } finally {
    await restored.close();
  }
}
