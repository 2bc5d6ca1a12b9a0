// The value axis of the per-state chart: a round maximum and evenly spaced ticks (pure).

const STEPS = [1, 2, 5, 10];

/**
 * About `wanted` ticks from 0 to a round value at or above `max`.
 * @example axisTicks(37) // [0, 10, 20, 30, 40]
 */
export const axisTicks = (max: number, wanted = 5): number[] => {
  if (max <= 0) return [0, 1];
  const rough = max / wanted;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, (STEPS.find((s) => s * magnitude >= rough) ?? 10) * magnitude);
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: top / step + 1 }, (_, i) => i * step);
};
