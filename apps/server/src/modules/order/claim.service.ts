import type { Db } from '../../db/client.js';
import { auditInTx, logStatus } from './lifecycle.repository.js';
import { claimOrders } from './claim.repository.js';
import { secretHash } from './order.ids.js';

/**
 * After a login or registration on a device that ordered as a visitor, the orders placed there with
 * the member's phone become the member's (docs/decisions/0047-journeys-to-their-end.md). Two proofs
 * are needed: the device holds the order's secret and the visitor token that placed it; and the
 * order's phone is the member's, which the member proved by SMS or by the password account tied
 * to it. Each order moved is written to its log and to the audit trail in the same transaction;
 * a repeat moves nothing.
 */
export async function claimVisitorOrders(
  db: Db,
  memberId: number,
  visitorId: string | null,
  secrets: string[],
): Promise<{ claimed: number[] }> {
  if (visitorId === null || secrets.length === 0) return { claimed: [] };
  const claimed = await db.transaction(async (tx) => {
    const ids = await claimOrders(tx, memberId, visitorId, secrets.map(secretHash));
    for (const orderId of ids) {
      await logStatus(tx, orderId, 'claim', null, null, `member:${memberId}`, 'visitorOrder');
      await auditInTx(tx, {
        staffId: null,
        memberId,
        action: 'order.claimVisitorOrder',
        orderId,
        detail: { visitorId },
      });
    }
    return ids;
  });
  return { claimed };
}
