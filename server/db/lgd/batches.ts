// What the location writers share: the split of large sets into statement-sized chunks.

/** Rows per statement: 500 rows x 3 columns stays far below PostgreSQL's 65,535 parameters. */
const chunkSize = 500;

export function chunks<T>(rows: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += chunkSize)
    result.push(rows.slice(start, start + chunkSize));
  return result;
}
