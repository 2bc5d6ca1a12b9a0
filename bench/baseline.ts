// The bench's guard: each figure beside the one recorded in bench/baseline.json for the same mode (quick or full),
// compared as its ratio to its anchor where it has one (a slower machine slows both), else as itself. A figure
// more than 25 % worse than its record fails the run; the file changes only with --update-baseline.
import fs from 'node:fs';
import type { Figure } from './table.ts';

export const BASELINE_FILE = new URL('./baseline.json', import.meta.url);
/** How much worse than its record a figure may be: a quarter. */
export const ALLOWED_FALL = 0.25;

export interface Recorded {
  /** What the figure is compared by: its ratio to its anchor, or its own value. */
  compared: number;
  unit: string;
}

export type Baseline = Record<string, { date: string; commit: string; figures: Record<string, Recorded> }>;

/** What a figure is compared by, and whether more of it is better. */
export const comparedValue = (figure: Figure): number =>
  figure.anchor ? figure.value / figure.anchor.value : figure.value;

export function readBaseline(): Baseline {
  return fs.existsSync(BASELINE_FILE) ? (JSON.parse(fs.readFileSync(BASELINE_FILE, 'utf8')) as Baseline) : {};
}

/** How the figure stands to its record: 1 is as good, 0.5 half as good; undefined when none is recorded. */
export function standing(figure: Figure, recorded: Recorded | undefined): number | undefined {
  if (!recorded || !figure.key) return undefined;
  // A figure that has gained (or lost) its anchor since its record is compared with nothing until the next record.
  if ((recorded.unit === '×') !== Boolean(figure.anchor)) return undefined;
  const now = comparedValue(figure);
  // A change below the measure's resolution (a 304 answered in 0.07 or 0.1 ms) is no change.
  const recordedValue = figure.anchor ? recorded.compared * figure.anchor.value : recorded.compared;
  if (Math.abs(figure.value - recordedValue) < (figure.resolution ?? 0)) return 1;
  return figure.better === 'lower' ? recorded.compared / now : now / recorded.compared;
}

/** The figures more than ALLOWED_FALL worse than their record in `mode`. */
export function fallenFigures(figures: Figure[], baseline: Baseline, mode: string): Figure[] {
  const recorded = baseline[mode]?.figures ?? {};
  return figures.filter((figure) => {
    const stands = standing(figure, recorded[figure.key ?? '']);
    return stands !== undefined && stands < 1 - ALLOWED_FALL;
  });
}

/** Records this run's figures as the mode's baseline. */
export function recordBaseline(figures: Figure[], baseline: Baseline, mode: string, commit: string): void {
  const recorded = Object.fromEntries(
    figures
      .filter((figure) => figure.key)
      .map((figure) => [
        figure.key,
        { compared: comparedValue(figure), unit: figure.anchor ? '×' : figure.unit },
      ]),
  );
  const next = {
    ...baseline,
    [mode]: { date: new Date().toISOString().slice(0, 10), commit, figures: recorded },
  };
  fs.writeFileSync(BASELINE_FILE, `${JSON.stringify(next, null, 2)}\n`);
}
