// Reads one LGD CSV file into numbered rows and collects the problems found in them, line by line.
import { parse } from 'csv-parse/sync';

/** Thrown for a missing folder or file, or a file that is not in the LGD format; the message says where. */
export class LgdInputError extends Error {}

export interface CsvRow {
  line: number;
  cells: string[];
}

/** The columns a parser reads: position (0-based) -> expected header, compared trimmed and case-insensitively. */
export type ColumnLayout = Record<number, string>;

interface ParsedRecord {
  record: string[];
  info: { lines: number };
}

/**
 * Parses the CSV text and checks the headers of the columns that will be read. Columns are taken by position
 * because the LGD headers repeat ('State Name' twice) and carry stray spaces ('Block Name ').
 */
export function readCsvRows(fileName: string, text: string, layout: ColumnLayout): CsvRow[] {
  let records: ParsedRecord[];
  try {
    const options = { bom: true, info: true, relax_column_count: true, skip_empty_lines: true };
    // The typings do not model `info: true`, which wraps each record as {record, info}.
    records = parse(text, options) as unknown as ParsedRecord[];
  } catch (error) {
    throw new LgdInputError(`${fileName} is not a readable CSV file: ${(error as Error).message}`);
  }
  const [header, ...rows] = records;
  if (!header) throw new LgdInputError(`${fileName} is empty.`);
  for (const [position, expected] of Object.entries(layout)) {
    const found = header.record[Number(position)]?.trim() ?? '';
    if (found.toLowerCase() !== expected.toLowerCase()) {
      throw new LgdInputError(
        `${fileName} is not in the LGD format: column ${Number(position) + 1} should be '${expected}', found '${found}'.`,
      );
    }
  }
  return rows.map(({ record, info }) => ({ line: info.lines, cells: record }));
}

const shownProblems = 20;

/** The bad rows of one file; throws them all at once so one run shows every line to fix. */
export class RowProblems {
  private readonly problems: string[] = [];

  constructor(private readonly fileName: string) {}

  add(line: number, problem: string): void {
    this.problems.push(`line ${line}: ${problem}`);
  }

  throwIfAny(): void {
    if (this.problems.length === 0) return;
    const more = this.problems.length - shownProblems;
    const listed = this.problems.slice(0, shownProblems).map((problem) => `  ${problem}`);
    if (more > 0) listed.push(`  ... and ${more} more`);
    throw new LgdInputError(`${this.fileName} has ${this.problems.length} bad row(s):\n${listed.join('\n')}`);
  }
}

/** The LGD code in a cell, or undefined (and a problem noted) when the cell is not a positive whole number. */
export function codeCell(
  row: CsvRow,
  position: number,
  label: string,
  problems: RowProblems,
): number | undefined {
  const text = (row.cells[position] ?? '').trim();
  if (/^\d+$/.test(text) && Number(text) > 0) return Number(text);
  problems.add(row.line, `${label} '${text}' is not a number`);
  return undefined;
}

/** The trimmed name in a cell, or undefined (and a problem noted) when it is empty. */
export function nameCell(
  row: CsvRow,
  position: number,
  label: string,
  problems: RowProblems,
): string | undefined {
  const text = (row.cells[position] ?? '').trim();
  if (text) return text;
  problems.add(row.line, `${label} is empty`);
  return undefined;
}
