// The time a list read offline was answered, as its banner says it: HH:MM today, with the date (dd/mm/yyyy) before.

const two = (n: number) => String(n).padStart(2, '0');

/**
 * @example offlineTime(new Date(2026, 10, 27, 9, 5).getTime(), new Date(2026, 10, 27, 18, 0).getTime()) // '09:05'
 * @example offlineTime(new Date(2026, 10, 25, 9, 5).getTime(), new Date(2026, 10, 27, 18, 0).getTime()) // '25/11/2026 09:05'
 */
export const offlineTime = (savedAt: number, now: number): string => {
  const saved = new Date(savedAt);
  const today = new Date(now);
  const clock = `${two(saved.getHours())}:${two(saved.getMinutes())}`;
  return saved.toDateString() === today.toDateString()
    ? clock
    : `${two(saved.getDate())}/${two(saved.getMonth() + 1)}/${saved.getFullYear()} ${clock}`;
};
