// The growing delays of an account guessed at without its device cookie: NIST SP 800-63B's throttling by delays.

/**
 * Seconds the next attempt must wait after `failures` failures: none for the first `max`, then 1 s doubling with
 * each failure, never more than `windowMinutes`.
 * @example accountDelaySeconds(12, { max: 10, windowMinutes: 15 }) // 4
 */
export function accountDelaySeconds(
  failures: number,
  { max, windowMinutes }: { max: number; windowMinutes: number },
): number {
  if (failures < max) return 0;
  return Math.min(2 ** Math.min(failures - max, 30), windowMinutes * 60);
}
