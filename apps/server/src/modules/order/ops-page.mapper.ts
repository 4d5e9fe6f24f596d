import type { AuditChange, OrderCustomer } from '@storefront/contract';
import type { OrderRow } from './order.repository.js';
import type { AuditChangeRow, MemberContact } from './ops-page.repository.js';

type Values = Record<string, unknown>;
const valuesOf = (v: unknown): Values => (v !== null && typeof v === 'object' ? (v as Values) : {});
const amount = (v: unknown) => (typeof v === 'number' ? v : null);
const word = (v: unknown) => (typeof v === 'string' ? v : null);
/** An instant kept in the log's JSON as the string of a Date. */
const instant = (v: unknown) => (typeof v === 'string' || v instanceof Date ? new Date(v).toISOString() : null);

/** What one audited change moved, read from its entry's detail as each action writes it. */
export function changesOf(action: string, detail: unknown): AuditChange[] {
  const d = valuesOf(detail);
  const before = valuesOf(d.before);
  const after = valuesOf(d.after);
  switch (action) {
    case 'order.adjustPrice':
      return [
        { field: 'priceAdjustment', before: amount(before.priceAdjustment), after: amount(after.priceAdjustment) },
        { field: 'payable', before: amount(before.payable), after: amount(after.payable) },
      ];
    case 'order.rejectPayment':
      return [
        { field: 'paymentState', before: word(before.paymentState), after: word(after.paymentState) },
        { field: 'paymentDeadline', before: instant(before.paymentDeadline), after: instant(after.paymentDeadline) },
      ];
    case 'order.refund':
      return [{ field: 'refundAmount', before: null, after: amount(d.amount) }];
    default:
      return [];
  }
}

/**
 * The changes of each status-log entry: the n-th `adjustPrice` of the log is the n-th
 * `order.adjustPrice` of the audit log (both written in one transaction under the order's lock).
 */
export function changesByEntry(log: { action: string }[], audits: AuditChangeRow[]): AuditChange[][] {
  const waiting = new Map<string, AuditChangeRow[]>();
  for (const a of audits) {
    const action = a.action.replace(/^order\./, '');
    waiting.set(action, [...(waiting.get(action) ?? []), a]);
  }
  return log.map((l) => {
    const a = waiting.get(l.action)?.shift();
    return a ? changesOf(a.action, a.detail) : [];
  });
}

/** The member as they are now, or for a visitor's order the name and phone typed on it. */
export function customerOf(o: OrderRow['order'], contact: MemberContact): OrderCustomer {
  if (o.memberId !== null) {
    return {
      memberId: o.memberId,
      name: contact?.nickname || null,
      phoneCountryCode: contact?.phoneCountryCode ?? null,
      phoneNumber: contact?.phoneNumber ?? null,
    };
  }
  const typed = o.address ?? o.pickup;
  return {
    memberId: null,
    name: typed?.name ?? null,
    phoneCountryCode: typed?.phoneCountryCode ?? null,
    phoneNumber: typed?.phoneNumber ?? null,
  };
}
