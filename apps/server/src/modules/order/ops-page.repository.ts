import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, member } from '../../db/schema/index.js';

/** The audit log's actions that keep a before and after of an order's money or payment. */
export const CHANGE_ACTIONS = ['order.adjustPrice', 'order.rejectPayment', 'order.refund'] as const;

/**
 * The audited changes of an order's money, oldest first (by the `audit_log_target_idx` index). Each
 * is written in the transaction of its status-log entry, under the order's row lock, so the n-th
 * of an action here is the n-th of the same action in the status log.
 */
export const auditChangesOf = (db: Db, orderId: number) =>
  db
    .select({ action: auditLog.action, detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.target, `order:${orderId}`), inArray(auditLog.action, [...CHANGE_ACTIONS])))
    .orderBy(asc(auditLog.id));
export type AuditChangeRow = Awaited<ReturnType<typeof auditChangesOf>>[number];

/** The member an order is for, as they are now: the console names them by nickname and phone. */
export const memberContactOf = (db: Db, memberId: number | null) =>
  memberId === null
    ? Promise.resolve(null)
    : db
        .select({
          nickname: member.nickname,
          phoneCountryCode: member.phoneCountryCode,
          phoneNumber: member.phoneNumber,
        })
        .from(member)
        .where(eq(member.id, memberId))
        .then((r) => r[0] ?? null);
export type MemberContact = Awaited<ReturnType<typeof memberContactOf>>;
