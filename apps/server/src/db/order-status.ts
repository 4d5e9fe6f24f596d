import { ORDER_STATUS } from '@storefront/contract';
import { type SQL, sql } from 'drizzle-orm';

type StatusName = keyof typeof ORDER_STATUS;

/**
 * Order statuses written into SQL by their contract names, as literals: the plans are those of
 * hand-written numbers (a parameter would hide the value from the planner and from prepared
 * statements' shapes), and the numbers have one source.
 */
export const orderStatus = (name: StatusName): SQL => sql.raw(String(ORDER_STATUS[name]));

/** A list for `in (…)`: `o.status in (${orderStatuses('pendingPayment', 'pendingReview')})`. */
export const orderStatuses = (...names: StatusName[]): SQL =>
  sql.raw(names.map((name) => String(ORDER_STATUS[name])).join(', '));

/** The statuses whose order still holds stock and a slot without being under way. */
export const OPEN_HOLD = ['pendingPayment', 'pendingReview'] as const satisfies StatusName[];
