import type { TokenAnswer } from '@storefront/contract';
import { forbidden, notFound, unauthorized } from '../../lib/errors.js';
import { type Actor, canManipulateOrder } from '../../plugins/auth.js';
import { findMemberById } from '../../shared/members/index.js';
import { issueToken } from '../../shared/sessions/index.js';
import type { AuthCtx } from './auth.ctx.js';
import { verifyCrmTicket } from './crm-ticket.js';
import { toCustomerSummary } from './proxy-order.mapper.js';
import { claimTicketUse, searchCustomers } from './proxy-order.repository.js';

export async function listCustomers(
  ctx: AuthCtx,
  query: { keyword?: string | undefined; pageNum: number; pageSize: number },
) {
  const { total, list } = await searchCustomers(ctx.db, query.keyword, query.pageNum, query.pageSize);
  return { pageNum: query.pageNum, pageSize: query.pageSize, total, list: list.map(toCustomerSummary) };
}

/**
 * A customer's token that remembers the staff member. Only customers: never another staff member
 * (an order placed for finance staff would be theirs to confirm), nor oneself.
 */
async function mintProxyToken(ctx: AuthCtx, staffId: number, memberId: number, via: string): Promise<TokenAnswer> {
  const customer = await findMemberById(ctx.db, memberId);
  if (!customer || customer.id === staffId || customer.roles.length > 0) {
    throw notFound('auth.customerNotFound');
  }
  const { tokenHead, token, sessionId } = await issueToken(ctx.db, {
    kind: 'member',
    memberId,
    actingStaffId: staffId,
    ip: ctx.ip,
  });
  // Both ids from the first line: the customer it is done for, the staff member doing it.
  await ctx.audit({ memberId, actingStaffId: staffId }, 'proxy.start', `member:${memberId}`, {
    via,
    sessionId,
  });
  return { tokenHead, token };
}

export function genTokenByManipulateOrder(ctx: AuthCtx, staff: Actor, memberId: number) {
  return mintProxyToken(ctx, staff.memberId, memberId, 'manipulateOrder');
}

/**
 * A proxy token from a CRM ticket. Bad signature, expiry or a replay is a 401; a genuine ticket for
 * someone without the role (or with the feature off) is a 403. Each ticket works once.
 */
export async function genTokenByCrm(ctx: AuthCtx, crmSecret: string | null, ticket: string) {
  const payload = verifyCrmTicket(crmSecret, ticket, Math.floor(Date.now() / 1000));
  if (!payload) throw unauthorized('auth.badTicket');
  // Used once, by its identity, in a logged table: a crash of PostgreSQL forgets no redemption.
  if (!(await claimTicketUse(ctx.db, payload.jti, payload.exp))) throw unauthorized('auth.badTicket');
  const staff = await findMemberById(ctx.db, payload.staffId);
  if (!staff || !(await canManipulateOrder(ctx.db, staff.roles))) throw forbidden();
  return mintProxyToken(ctx, staff.id, payload.memberId, 'crm');
}
