// Prints the figures as a table: each beside its anchor from the same run, the ratio, the goal and whether it is met.

export interface Figure {
  what: string;
  value: number;
  unit: string;
  /** The same measure of the anchor, in this run. */
  anchor?: { name: string; value: number };
  goal: string;
  /** Whether the goal is met; none for a figure shown without a goal. */
  met?: boolean;
}

const format = (value: number, unit: string) =>
  `${value >= 100 ? Math.round(value).toLocaleString('en') : value.toFixed(1)} ${unit}`;

export function printTable(figures: Figure[]): void {
  const rows = figures.map((figure) => [
    figure.what,
    format(figure.value, figure.unit),
    figure.anchor ? `${figure.anchor.name}: ${format(figure.anchor.value, figure.unit)}` : '—',
    figure.anchor ? `${(figure.value / figure.anchor.value).toFixed(1)}×` : '—',
    figure.goal,
    figure.met === undefined ? '—' : figure.met ? 'met' : 'NOT MET',
  ]);
  const header = ['what', 'figure', 'anchor (same run)', 'ratio', 'goal', ''];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}
