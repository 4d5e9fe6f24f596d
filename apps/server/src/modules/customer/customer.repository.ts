import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { auditLog, creditLedger, member, memberAccount, merchantApplication } from '../../db/schema/index.js';
import { memberKeywordMatch } from '../../shared/members/index.js';

// Written with the table's own name: in a select list drizzle leaves a column unqualified, and
// inside the subquery that would name the application's own column.
const pending = sql<boolean>`exists (select 1 from ${merchantApplication} a
  where a.member_id = "member"."id" and a.status = 'pending')`;

/** Customers (members without a staff role) matching the keyword; a pending request first. */
export async function searchCustomers(db: Db, keyword: string | undefined, pageNum: number, pageSize: number) {
  const where = and(sql`cardinality(${member.roles}) = 0`, memberKeywordMatch(keyword));
  const [rows, [count]] = await Promise.all([
    db
      .select({ m: member, pending })
      .from(member)
      .where(where)
      .orderBy(desc(pending), desc(member.createdAt), desc(member.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(member)
      .where(where),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

/** A customer (never a staff member: their accounts are not the console's to change). */
export const findCustomer = (db: Db, memberId: number) =>
  db
    .select({ m: member, pending })
    .from(member)
    .where(and(eq(member.id, memberId), sql`cardinality(${member.roles}) = 0`))
    .then((r) => r[0] ?? null);

export const latestApplication = (db: Db, memberId: number) =>
  db
    .select()
    .from(merchantApplication)
    .where(eq(merchantApplication.memberId, memberId))
    .orderBy(desc(merchantApplication.createdAt), desc(merchantApplication.id))
    .limit(1)
    .then((r) => r[0] ?? null);

/** Each currency's limit and the debt its ledger adds up to (the ledger is the truth of a balance). */
export const creditAccounts = (db: Db, memberId: number) =>
  db
    .select({
      currencyCode: memberAccount.currencyCode,
      creditLimit: memberAccount.creditLimit,
      debt: sql<number>`coalesce((select sum(l.amount) from ${creditLedger} l
        where l.member_id = "member_account"."member_id" and l.currency_code = "member_account"."currency_code"), 0)::bigint`,
    })
    .from(memberAccount)
    .where(eq(memberAccount.memberId, memberId))
    .orderBy(memberAccount.currencyCode);

export const ledgerOf = (db: Db, memberId: number) =>
  db.select().from(creditLedger).where(eq(creditLedger.memberId, memberId)).orderBy(desc(creditLedger.id)).limit(100);

const staffMember = alias(member, 'staff_member');

/** What staff did to the customer, with each staff member's name and phone of today. */
export const auditOf = (db: Db, memberId: number) =>
  db
    .select({
      entry: auditLog,
      staffNickname: staffMember.nickname,
      staffPhone: sql<string | null>`'+' || ${staffMember.phoneCountryCode} || ' ' || ${staffMember.phoneNumber}`,
    })
    .from(auditLog)
    .leftJoin(staffMember, eq(staffMember.id, auditLog.actingStaffId))
    .where(eq(auditLog.target, `member:${memberId}`))
    .orderBy(desc(auditLog.id))
    .limit(50);
