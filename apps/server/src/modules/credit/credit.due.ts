/** Where the credit is kept, by its currency: the day ends at that country's midnight. */
const ZONES: Record<string, string> = {
  VND: 'Asia/Ho_Chi_Minh',
  THB: 'Asia/Bangkok',
  LAK: 'Asia/Vientiane',
  PHP: 'Asia/Manila',
  CNY: 'Asia/Shanghai',
};

const localDate = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/**
 * The last day of the payment cycle that runs now (YYYY-MM-DD in the credit's country): today for
 * daily settlement, the coming Sunday for weekly (weeks run Monday to Sunday), the month's last day
 * for monthly; null without a cycle. What is owed is settled by the end of that day.
 */
export function dueDateOf(cycle: number, now: Date, currencyCode: string): string | null {
  if (cycle < 1 || cycle > 3) return null;
  const today = localDate(now, ZONES[currencyCode] ?? 'UTC');
  if (cycle === 1) return today;
  const [y, m, d] = today.split('-').map(Number);
  const day = new Date(Date.UTC(y!, m! - 1, d));
  if (cycle === 2) day.setUTCDate(day.getUTCDate() + ((7 - day.getUTCDay()) % 7));
  else day.setUTCDate(new Date(Date.UTC(y!, m, 0)).getUTCDate());
  return day.toISOString().slice(0, 10);
}
