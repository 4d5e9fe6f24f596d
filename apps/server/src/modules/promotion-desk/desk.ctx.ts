import type { Locale } from '@storefront/contract';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import type { UploadStorage } from '../../shared/uploads/storage.js';

/** What a promotion desk request carries into the services: the catalogue staff member at the keyboard. */
export interface DeskCtx {
  db: Db;
  locale: Locale;
  staffId: number;
  ip: string;
  /** Where uploaded pictures are kept: a banner's photo is attached only if this server can show it. */
  uploads: UploadStorage;
}

/**
 * The change's entry in the audit trail, written in the transaction that makes the change, so it
 * exists exactly when the change does (actions `catalogue.*`, as the merchandising desk writes).
 */
export const audit = (tx: Db, ctx: DeskCtx, action: string, target: string, detail: Record<string, unknown>) =>
  tx.insert(auditLog).values({ actorMemberId: ctx.staffId, action, target, detail, ip: ctx.ip });

/** A transaction handle as the repositories take it. */
export const inTransaction = <T>(ctx: DeskCtx, work: (db: Db) => Promise<T>): Promise<T> =>
  ctx.db.transaction((tx) => work(tx as unknown as Db));
