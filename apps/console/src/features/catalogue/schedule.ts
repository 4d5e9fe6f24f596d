import { amountProblem, type AmountProblem } from '../../lib/amounts';

/**
 * A price set ahead is typed as an amount and a local date and time (the browser's
 * `datetime-local`, in the staff member's own time zone) and sent as an instant. The server is
 * the judge of both (by the database's clock); these say at once what it would refuse.
 */

/** The instant a `datetime-local` value names in this browser's time zone, as ISO; null when it names none. */
export function instantOf(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local)) return null;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** A `datetime-local` value for an instant, in this browser's time zone, to the minute. */
export function localOf(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

export type ScheduleProblem = AmountProblem | 'when' | 'past' | 'far';

const MINUTE = 60_000;
const YEAR = 366 * 24 * 60 * MINUTE;

/** What the server would refuse in a price set ahead, or null. */
export function scheduleProblem(amount: string, digits: number, local: string, now: number): ScheduleProblem | null {
  const problem = amountProblem(amount, digits);
  if (problem) return problem;
  const at = instantOf(local);
  if (!at) return 'when';
  const ms = new Date(at).getTime();
  if (ms < now + MINUTE) return 'past';
  if (ms > now + YEAR) return 'far';
  return null;
}

/** Whether a problem is the amount's (worded as a price field's) rather than the instant's. */
export const isAmountProblem = (p: ScheduleProblem): p is AmountProblem =>
  p === 'format' || p === 'decimals' || p === 'zero';
