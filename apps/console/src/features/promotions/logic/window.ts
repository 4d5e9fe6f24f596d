/**
 * An offer's window is typed in the browser's date and time fields (`datetime-local`: the staff
 * member's own time zone, no time zone written) and sent as an ISO instant.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` field's value, in the browser's time zone, to the minute. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value as an ISO instant, or null when it is not a whole date and time. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export type WindowProblem = 'required' | 'windowOrder' | 'windowPast';

/** What the server would refuse in a window: each end a date, the end after the start and not past. */
export function windowProblems(startsAt: string, endsAt: string, now: number) {
  const start = fromLocalInput(startsAt);
  const end = fromLocalInput(endsAt);
  const problems: { startsAt?: WindowProblem; endsAt?: WindowProblem } = {};
  if (!start) problems.startsAt = 'required';
  if (!end) problems.endsAt = 'required';
  else if (start && Date.parse(end) <= Date.parse(start)) problems.endsAt = 'windowOrder';
  else if (Date.parse(end) <= now) problems.endsAt = 'windowPast';
  return { problems, window: start && end ? { startsAt: start, endsAt: end } : null };
}

/** A new offer's window: from now to the same time a week later. */
export function weekFrom(now: number) {
  return {
    startsAt: toLocalInput(new Date(now).toISOString()),
    endsAt: toLocalInput(new Date(now + 7 * 86_400_000).toISOString()),
  };
}
