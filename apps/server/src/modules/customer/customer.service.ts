import type { OpsCustomer, OpsCustomerDetail } from '@storefront/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, country, creditLedger, member, memberAccount, merchantApplication } from '../../db/schema/index.js';
import { conflict, invalidField, notFound } from '../../lib/errors.js';
import { claimKey, finishKey, IDEMPOTENCY_KEY_PATTERN, readKey, requestHash } from '../../shared/idempotency/index.js';
import {
  auditOf,
  creditAccounts,
  findCustomer,
  latestApplication,
  ledgerOf,
  searchCustomers,
} from './customer.repository.js';

/** Who acts: the staff member at the keyboard (the route's actor). */
export interface CustomerCtx {
  db: Db;
  staffId: number;
}

type Found = NonNullable<Awaited<ReturnType<typeof findCustomer>>>;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const toCustomer = ({ m, pending }: Found): OpsCustomer => ({
  memberId: m.id,
  nickname: m.nickname,
  phoneCountryCode: m.phoneCountryCode,
  phone: m.phoneNumber,
  isCertified: m.isCertified,
  certificationPending: Boolean(pending),
  isRegulars: m.isRegulars,
  paymentCycle: m.periodicSettlement as OpsCustomer['paymentCycle'],
  createTime: iso(m.createdAt)!,
});

export async function listCustomers(db: Db, q: { keyword?: string | undefined; pageNum: number; pageSize: number }) {
  const { rows, total } = await searchCustomers(db, q.keyword, q.pageNum, q.pageSize);
  return { pageNum: q.pageNum, pageSize: q.pageSize, total, list: rows.map(toCustomer) };
}

export async function customerDetail(db: Db, memberId: number): Promise<OpsCustomerDetail> {
  const found = await findCustomer(db, memberId);
  if (!found) throw notFound();
  const [application, credit, ledger, audit] = await Promise.all([
    latestApplication(db, memberId),
    creditAccounts(db, memberId),
    ledgerOf(db, memberId),
    auditOf(db, memberId),
  ]);
  return {
    customer: toCustomer(found),
    application: application && {
      id: application.id,
      name: application.name,
      businessName: application.businessName,
      phoneCountryCode: application.phoneCountryCode,
      phoneNumber: application.phoneNumber,
      note: application.note,
      status: application.status as 'pending' | 'approved' | 'rejected',
      createTime: iso(application.createdAt)!,
      reviewedAt: iso(application.reviewedAt),
    },
    credit: credit.map((a) => ({ currencyCode: a.currencyCode, creditLimit: a.creditLimit, debt: Number(a.debt) })),
    ledger: ledger.map((l) => ({
      currencyCode: l.currencyCode,
      amount: l.amount,
      kind: l.kind,
      orderId: l.orderId,
      note: l.note,
      at: iso(l.at)!,
    })),
    audit: audit.map(({ entry, staffNickname, staffPhone }) => ({
      action: entry.action,
      staffId: entry.actingStaffId,
      staffName: staffNickname || staffPhone,
      at: iso(entry.at)!,
      detail: entry.detail,
    })),
  };
}

/** The customer's row, locked for the transaction: two staff changing one customer take turns. */
const lockCustomer = (tx: Db, memberId: number) =>
  tx
    .select()
    .from(member)
    .where(and(eq(member.id, memberId), sql`cardinality(${member.roles}) = 0`))
    .for('update')
    .then((r) => r[0] ?? null);

/** An entry of the customer's audit trail, in the transaction of the change it describes. */
const audit = (tx: Db, c: CustomerCtx, memberId: number, action: string, detail: Record<string, unknown>) =>
  tx
    .insert(auditLog)
    .values({ actorMemberId: memberId, actingStaffId: c.staffId, action, target: `member:${memberId}`, detail });

/**
 * Operations approve or reject the pending certification request, once (guarded on its status):
 * approval certifies the customer; a rejection leaves a certification they already had.
 */
export async function reviewCertification(c: CustomerCtx, memberId: number, approve: boolean) {
  const outcome = await c.db.transaction(async (tx) => {
    const before = await lockCustomer(tx, memberId);
    if (!before) return 'notFound' as const;
    const [request] = await tx
      .update(merchantApplication)
      .set({ status: approve ? 'approved' : 'rejected', reviewedAt: sql`now()` })
      .where(and(eq(merchantApplication.memberId, memberId), eq(merchantApplication.status, 'pending')))
      .returning({ id: merchantApplication.id });
    if (!request) return 'none' as const;
    const isCertified = before.isCertified || approve;
    await tx
      .update(member)
      .set({ isCertified, isApplyCertificate: false, updatedAt: sql`now()` })
      .where(eq(member.id, memberId));
    await audit(tx, c, memberId, approve ? 'customer.approveCertification' : 'customer.rejectCertification', {
      applicationId: request.id,
      before: { isCertified: before.isCertified, request: 'pending' },
      after: { isCertified, request: approve ? 'approved' : 'rejected' },
    });
    return 'done' as const;
  });
  if (outcome === 'notFound') throw notFound();
  if (outcome === 'none') throw conflict('ops.noCertificationRequest');
  return customerDetail(c.db, memberId);
}

async function mustBeShopCurrency(db: Db, currencyCode: string) {
  const [known] = await db
    .select({ c: country.currencyCode })
    .from(country)
    .where(eq(country.currencyCode, currencyCode))
    .limit(1);
  if (!known) throw invalidField('body.currencyCode', 'ops.currencyCode');
}

const accountOf = (tx: Db, memberId: number, currencyCode: string) =>
  tx
    .select()
    .from(memberAccount)
    .where(and(eq(memberAccount.memberId, memberId), eq(memberAccount.currencyCode, currencyCode)))
    .then((r) => r[0] ?? null);

/**
 * Finance sets the credit limit in one currency and the payment cycle. A limit above 0 makes the
 * customer a regular (credit is for regulars, spec §2); a limit of 0 stops new credit orders and
 * leaves what is owed owed. Before and after go to the customer's audit trail.
 */
export async function setCredit(
  c: CustomerCtx,
  input: { memberId: number; currencyCode: string; creditLimit: number; paymentCycle: 0 | 1 | 2 | 3 },
) {
  await mustBeShopCurrency(c.db, input.currencyCode);
  const done = await c.db.transaction(async (tx) => {
    const before = await lockCustomer(tx, input.memberId);
    if (!before) return false;
    const account = await accountOf(tx, input.memberId, input.currencyCode);
    await tx
      .insert(memberAccount)
      .values({ memberId: input.memberId, currencyCode: input.currencyCode, creditLimit: input.creditLimit })
      .onConflictDoUpdate({
        target: [memberAccount.memberId, memberAccount.currencyCode],
        set: { creditLimit: input.creditLimit, updatedAt: sql`now()` },
      });
    const isRegulars = before.isRegulars || input.creditLimit > 0;
    await tx
      .update(member)
      .set({ periodicSettlement: input.paymentCycle, isRegulars, updatedAt: sql`now()` })
      .where(eq(member.id, input.memberId));
    await audit(tx, c, input.memberId, 'customer.setCredit', {
      currencyCode: input.currencyCode,
      before: {
        creditLimit: account?.creditLimit ?? 0,
        paymentCycle: before.periodicSettlement,
        isRegulars: before.isRegulars,
      },
      after: { creditLimit: input.creditLimit, paymentCycle: input.paymentCycle, isRegulars },
    });
    return true;
  });
  if (!done) throw notFound();
  return customerDetail(c.db, input.memberId);
}

/**
 * Finance records a movement of the credit ledger by hand, with its note: a settlement the
 * customer paid lowers the debt (never below 0: the guarded update refuses more than is owed), a
 * debt owed outside the shop raises it. The running figure and its ledger row move together.
 *
 * Once per Idempotency-Key (one per form submission): the key is claimed in the same transaction,
 * so a repeated request (a retry after a lost answer, a double click, a script run twice) gets the
 * first answer again and moves nothing; the same key with another body is a 422. A refusal rolls
 * the claim back with everything else, so the form can be sent again.
 */
export async function recordCredit(
  c: CustomerCtx,
  input: { memberId: number; currencyCode: string; kind: 'settlement' | 'adjustment'; amount: number; note: string },
  idempotencyKey: string | undefined,
): Promise<OpsCustomerDetail> {
  if (!idempotencyKey || !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey))
    throw invalidField('headers.idempotency-key', 'order.idempotencyKeyRequired');
  await mustBeShopCurrency(c.db, input.currencyCode);
  const scope = `staff:${c.staffId}:credit`;
  const hash = requestHash(input);
  const signed = input.kind === 'settlement' ? -input.amount : input.amount;
  return c.db.transaction(async (tx) => {
    if (!(await claimKey(tx, scope, idempotencyKey, hash))) {
      const first = await readKey(tx, scope, idempotencyKey);
      if (!first || first.requestHash !== hash)
        throw invalidField('headers.idempotency-key', 'ops.idempotencyKeyReused');
      return first.response as OpsCustomerDetail;
    }
    if (!(await lockCustomer(tx, input.memberId))) throw notFound();
    const before = await accountOf(tx, input.memberId, input.currencyCode);
    if (input.kind === 'settlement') {
      const [moved] = await tx
        .update(memberAccount)
        .set({ creditUsed: sql`${memberAccount.creditUsed} - ${input.amount}`, updatedAt: sql`now()` })
        .where(
          and(
            eq(memberAccount.memberId, input.memberId),
            eq(memberAccount.currencyCode, input.currencyCode),
            sql`${memberAccount.creditUsed} >= ${input.amount}`,
          ),
        )
        .returning({ id: memberAccount.id });
      if (!moved) throw conflict('ops.settlementOverDebt');
    } else {
      await tx
        .insert(memberAccount)
        .values({ memberId: input.memberId, currencyCode: input.currencyCode, creditUsed: input.amount })
        .onConflictDoUpdate({
          target: [memberAccount.memberId, memberAccount.currencyCode],
          set: { creditUsed: sql`${memberAccount.creditUsed} + ${input.amount}`, updatedAt: sql`now()` },
        });
    }
    await tx.insert(creditLedger).values({
      memberId: input.memberId,
      currencyCode: input.currencyCode,
      amount: signed,
      kind: input.kind,
      note: input.note,
    });
    const debtBefore = before?.creditUsed ?? 0;
    await audit(tx, c, input.memberId, `customer.${input.kind}`, {
      currencyCode: input.currencyCode,
      amount: signed,
      note: input.note,
      before: { debt: debtBefore },
      after: { debt: debtBefore + signed },
    });
    // The answer as this transaction sees it is the one every replay of the key gets.
    const answer = await customerDetail(tx, input.memberId);
    await finishKey(tx, scope, idempotencyKey, answer);
    return answer;
  });
}
