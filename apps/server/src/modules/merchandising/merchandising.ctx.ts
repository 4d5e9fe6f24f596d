import type { Locale } from '@storefront/contract';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import type { UploadStorage } from '../../shared/uploads/storage.js';

/** What a catalogue staff request carries into the services. */
export interface MerchandisingCtx {
  db: Db;
  locale: Locale;
  staffId: number;
  ip: string;
  /** Where uploaded pictures are kept: a photo is attached only if this server can show it. */
  uploads: UploadStorage;
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
