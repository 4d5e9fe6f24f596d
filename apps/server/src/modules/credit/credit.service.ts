import type { CreditSummary } from '@storefront/contract';
import type { Db } from '../../db/client.js';
import { unauthorized } from '../../lib/errors.js';
import { dueDateOf } from './credit.due.js';
import { findCreditAccount, findCreditHolder, ledgerTotals } from './credit.repository.js';

/** Spec §2 CreditLimit. Credit is for regular customers with a limit; others learn which is missing. */
export async function creditSummaryOf(db: Db, memberId: number): Promise<CreditSummary> {
  const [holder, account] = await Promise.all([findCreditHolder(db, memberId), findCreditAccount(db, memberId)]);
  if (!holder) throw unauthorized();
  const currencyCode = account?.currencyCode ?? 'VND';
  const creditLimit = account?.creditLimit ?? 0;
  const { debt, debtOrderCount, debtWithoutOrder } = await ledgerTotals(db, memberId, currencyCode);
  const reason = !holder.isRegulars ? 'notRegular' : creditLimit <= 0 ? 'noLimit' : null;
  return {
    hasCredit: reason === null,
    reason,
    currencyCode,
    creditLimit,
    debt,
    remaining: Math.max(0, creditLimit - debt),
    paymentCycle: holder.paymentCycle as CreditSummary['paymentCycle'],
    debtOrderCount,
    debtWithoutOrder,
    // Nothing owed is due on no day.
    dueDate: debt > 0 ? dueDateOf(holder.paymentCycle, new Date(), currencyCode) : null,
  };
}
