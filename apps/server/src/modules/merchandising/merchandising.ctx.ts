import type { Locale } from '@storefront/contract';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

/** What a catalogue staff request carries into the services. */
export interface MerchandisingCtx {
  db: Db;
  locale: Locale;
  staffId: number;
  ip: string;
}

/**
 * An entry of the audit trail in the transaction that makes the change, so it exists exactly when
 * the change does; the staff member acts for nobody else, so they are the actor.
 */
export const auditChange = (
  tx: Db,
  ctx: MerchandisingCtx,
  action: string,
  target: string,
  detail: Record<string, unknown>,
) =>
  tx.insert(auditLog).values({ actorMemberId: ctx.staffId, actingStaffId: null, action, target, detail, ip: ctx.ip });
