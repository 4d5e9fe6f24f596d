import type { BankCard, OrderDetail } from '@storefront/contract';
import type { Db } from '../../db/client.js';
import { conflict, invalidField } from '../../lib/errors.js';
import { insertRefund, lockOrder, logStatus, type RefundRequest } from './lifecycle.repository.js';
import { type CustomerCtx, mustFind, orderDetail, type OrderRef, refundRequestOf } from './lifecycle.service.js';
import { isPaid } from './order.mapper.js';
import { bankCardsOf, ownBankCard, saveBankCard } from './refund.repository.js';

export const listBankCards = (db: Db, memberId: number): Promise<BankCard[]> => bankCardsOf(db, memberId);

export interface RefundBody extends OrderRef, Omit<RefundRequest, 'method' | 'reason'> {
  reason: string;
  refundMethod: 'original' | 'bankCard';
  bankCardId?: number | undefined;
  saveBankCard?: boolean | undefined;
}

/** The card the money goes to: a saved one of the member's (another's id is a 422), or the typed one. */
async function cardOf(c: CustomerCtx, body: RefundBody): Promise<RefundRequest> {
  if (body.refundMethod !== 'bankCard' || body.bankCardId === undefined) return refundRequestOf(body);
  const card = c.owner.memberId === null ? null : await ownBankCard(c.db, c.owner.memberId, body.bankCardId);
  if (!card) throw invalidField('body.bankCardId', 'order.bankCardUnknown');
  return {
    method: 'bankCard',
    bankName: card.bankName,
    bankAccount: card.bankAccount,
    accountHolder: card.accountHolder ?? undefined,
  };
}

/**
 * A shopper asks for the money of a paid order back, with a reason, to the original method or a
 * bank card. A member's typed card can be saved in the same transaction, so the next refund is a
 * choice. One request per order: the refund row's key refuses a second.
 */
export async function requestRefund(c: CustomerCtx, body: RefundBody): Promise<OrderDetail> {
  const row = await mustFind(c, body.orderId);
  if (!isPaid(row.order)) throw conflict('order.refundNotPaid');
  if (row.refund) throw conflict('order.refundExists');
  const request = { ...(await cardOf(c, body)), reason: body.reason };
  const memberId = c.owner.memberId;
  await c.db.transaction(async (tx) => {
    // Locked and read again: a cancel racing this request sees one refund row or the other.
    const paidAmount = (await lockOrder(tx, body.orderId))?.paidAmount ?? 0;
    if (paidAmount <= 0) throw conflict('order.refundNotPaid');
    if (!(await insertRefund(tx, body.orderId, paidAmount, request, 'requested'))) throw conflict('order.refundExists');
    await logStatus(tx, body.orderId, 'refundRequest', row.order.status, null, c.actor, body.reason);
    if (body.saveBankCard && memberId !== null && body.bankCardId === undefined && request.method === 'bankCard')
      await saveBankCard(tx, memberId, {
        bankName: request.bankName!,
        bankAccount: request.bankAccount!,
        accountHolder: request.accountHolder ?? null,
      });
  });
  return orderDetail(c, body.orderId);
}
