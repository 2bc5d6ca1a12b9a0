// The bench's guard: a figure is compared with its record by its ratio to its anchor where it has one, else as
// itself, and with nothing when it gained or lost its anchor since its record.
import { describe, expect, it } from 'vitest';
import { fallenFigures, standing, type Baseline } from '../../../bench/baseline.ts';
import type { Figure } from '../../../bench/table.ts';

const restart = (value: number, anchor?: number): Figure => ({
  key: 'restart',
  what: 'restart to ready',
  value,
  unit: 'ms',
  better: 'lower',
  goal: '≤ 600 ms',
  ...(anchor === undefined ? {} : { anchor: { name: 'bare open', value: anchor } }),
});

const recorded = (compared: number, unit: string): Baseline => ({
  quick: { date: '2026-12-07', commit: 'abc1234', figures: { restart: { compared, unit } } },
});

describe("the bench's baseline", () => {
  it('compares a figure without an anchor as itself', () => {
    expect(standing(restart(1000), { compared: 500, unit: 'ms' })).toBe(0.5);
    expect(fallenFigures([restart(1000)], recorded(500, 'ms'), 'quick')).toHaveLength(1);
  });

  it('compares a figure with an anchor by its ratio, so a slower machine slowing both does not fail it', () => {
    expect(standing(restart(1000, 500), { compared: 2, unit: '×' })).toBe(1);
    expect(fallenFigures([restart(1000, 500)], recorded(2, '×'), 'quick')).toHaveLength(0);
    expect(fallenFigures([restart(1500, 500)], recorded(2, '×'), 'quick')).toHaveLength(1);
  });

  it('compares a figure that gained its anchor since its record with nothing', () => {
    expect(standing(restart(1000, 500), { compared: 744, unit: 'ms' })).toBeUndefined();
    expect(fallenFigures([restart(100_000, 500)], recorded(744, 'ms'), 'quick')).toHaveLength(0);
    expect(standing(restart(1000), { compared: 2, unit: '×' })).toBeUndefined();
  });

  it("counts a change below the measure's resolution as none, and one beyond it as a change", () => {
    const notModified = (value: number): Figure => ({
      key: 'list-304-latency',
      what: 'a 304: latency',
      value,
      unit: 'ms',
      better: 'lower',
      resolution: 1,
      anchor: { name: 'first uncached answer', value: 400 },
      goal: 'no rows read',
    });
    const record = { compared: 0.05 / 400, unit: '×' };
    expect(standing(notModified(0.1), record)).toBe(1);
    expect(standing(notModified(2), record)).toBeCloseTo(0.025);
    expect(standing({ ...notModified(0.1), resolution: undefined }, record)).toBeCloseTo(0.5);
  });
});
