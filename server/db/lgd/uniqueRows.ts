// Collects parsed rows by key: repeats of a row are merged, a key seen again with other values is a problem.
import type { RowProblems } from './csvRows.ts';

export class UniqueRows<Row extends object> {
  private readonly byKey = new Map<string, { row: Row; line: number }>();

  constructor(private readonly describe: (row: Row) => string) {}

  add(key: string, row: Row, line: number, problems: RowProblems): void {
    const first = this.byKey.get(key);
    if (!first) {
      this.byKey.set(key, { row, line });
    } else if (JSON.stringify(first.row) !== JSON.stringify(row)) {
      problems.add(
        line,
        `${this.describe(row)} differs from the row with the same code on line ${first.line}`,
      );
    }
  }

  rows(): Row[] {
    return [...this.byKey.values()].map(({ row }) => row);
  }
}
