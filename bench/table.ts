// Prints the figures as a table: each beside its anchor from the same run, the ratio, the goal, whether it is met,
// and how it stands to its recorded baseline (bench/baseline.ts).
import { standing, type Recorded } from './baseline.ts';

export interface Figure {
  /** A stable name: the baseline records the figure under it. */
  key?: string;
  what: string;
  value: number;
  unit: string;
  /** Whether a higher or a lower value is better (rates higher, times and sizes lower). */
  better?: 'higher' | 'lower';
  /** The same measure of the anchor, in this run. */
  anchor?: { name: string; value: number };
  /** The smallest change the measure can tell apart, in `unit`: a figure this close to its record stands as well. */
  resolution?: number;
  goal: string;
  /** Whether the goal is met; none for a figure shown without a goal. */
  met?: boolean;
}

const format = (value: number, unit: string) =>
  `${value >= 100 ? Math.round(value).toLocaleString('en') : value.toFixed(1)} ${unit}`;

/** "+4 %" better or "−31 %" worse than recorded, or — with no record. */
const againstBaseline = (figure: Figure, recorded: Record<string, Recorded>) => {
  const stands = standing(figure, recorded[figure.key ?? '']);
  if (stands === undefined) return '—';
  const change = Math.round((stands - 1) * 100);
  return `${change >= 0 ? '+' : '−'}${Math.abs(change)} %`;
};

export function printTable(figures: Figure[], recorded: Record<string, Recorded> = {}): void {
  const rows = figures.map((figure) => [
    figure.what,
    format(figure.value, figure.unit),
    figure.anchor ? `${figure.anchor.name}: ${format(figure.anchor.value, figure.unit)}` : '—',
    figure.anchor ? `${(figure.value / figure.anchor.value).toFixed(1)}×` : '—',
    figure.goal,
    figure.met === undefined ? '—' : figure.met ? 'met' : 'NOT MET',
    againstBaseline(figure, recorded),
  ]);
  const header = ['what', 'figure', 'anchor (same run)', 'ratio', 'goal', '', 'vs baseline'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}
