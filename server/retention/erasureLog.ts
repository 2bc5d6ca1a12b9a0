// The log of erasures: one line per erased record (its resource, id and creation time, and when it was erased,
// never a personal value), appended and flushed in DATA_DIR beside the database, so that a restore, which
// replaces the database, can erase again what an older backup brings back (docs/decisions/018).
import fs from 'node:fs/promises';
import path from 'node:path';

export interface Erasure {
  resource: string;
  id: number;
  /** The record's creation time: an id given again after a restore names another record. */
  createdAt: string;
  erasedAt: string;
}

export const erasureLogOf = (dataDir: string): string => path.join(dataDir, 'erasures.log');

/** Appends one erasure and flushes it to the disk before answering. */
export async function appendErasure(file: string, erasure: Erasure): Promise<void> {
  const handle = await fs.open(file, 'a', 0o600);
  try {
    await handle.appendFile(`${JSON.stringify(erasure)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

const isErasure = (value: unknown): value is Erasure => {
  const { resource, id, createdAt, erasedAt } = (value ?? {}) as Record<string, unknown>;
  return (
    typeof resource === 'string' &&
    Number.isSafeInteger(id) &&
    [createdAt, erasedAt].every((time) => typeof time === 'string' && !Number.isNaN(Date.parse(time)))
  );
};

const parsed = (line: string): unknown => {
  try {
    return JSON.parse(line);
  } catch {
    return undefined; // a line cut short by a crash while it was written
  }
};

/** Every erasure logged, oldest first; none when there is no log yet. */
export async function readErasures(file: string): Promise<Erasure[]> {
  const text = await fs.readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  return text.split('\n').map(parsed).filter(isErasure);
}
