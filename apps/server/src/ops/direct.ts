import { loadConfig } from '../config.js';
import { openDatabase, pgliteDirOf } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { translate } from '../i18n/index.js';
import { cancelExpiredOrders } from '../modules/order/timeout.service.js';
import { AppError } from '../lib/errors.js';
import {
  opsCancel,
  opsComplete,
  opsList,
  opsConfirmPayment,
  opsOrder,
  type OpsCtx,
  opsRefund,
  opsReview,
  opsReadyForPickup,
  opsShip,
  opsStartProcessing,
} from '../modules/order/operations.service.js';
import type { Operations } from './cli.js';
import { checkConsistency } from './consistency.js';

/** The operations service on the configured database, acting as `actor` (recorded in the audit). */
export async function directOperations(actor: string): Promise<Operations> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirOf(config.dataDir) });
  // The same idempotent step `npm start` runs, so a fresh database answers instead of failing.
  await migrate(database);
  const c: OpsCtx = { db: database.db, locale: 'en-US', actor };
  const readable = async <T>(p: Promise<T>) => {
    try {
      return await p;
    } catch (error) {
      if (error instanceof AppError)
        throw Object.assign(new Error(translate('en-US', error.messageKey, error.params)), { code: error.code });
      throw error;
    }
  };
  return {
    list: (status) =>
      readable(
        opsList(
          c,
          status === 'receipts'
            ? { status: 'all', receiptToCheck: true, pageNum: 1, pageSize: 50 }
            : { status, pageNum: 1, pageSize: 50 },
        ),
      ),
    run: (command, orderId, args) => {
      if (!Number.isInteger(orderId) || orderId <= 0) return Promise.reject(new Error('an order id is required'));
      switch (command) {
        case 'show':
          return readable(opsOrder(c, orderId));
        case 'review':
          return readable(opsReview(c, orderId));
        case 'start':
          return readable(opsStartProcessing(c, orderId));
        case 'ship':
          if (!args[0]) return Promise.reject(new Error('a tracking number is required'));
          return readable(opsShip(c, orderId, args[0]));
        case 'ready':
          return readable(opsReadyForPickup(c, orderId));
        case 'complete':
          return readable(opsComplete(c, orderId));
        case 'paid':
          return readable(opsConfirmPayment(c, orderId));
        case 'cancel':
          if (!args.length) return Promise.reject(new Error('a reason is required'));
          return readable(opsCancel(c, orderId, args.join(' ')));
        case 'refund':
          return readable(opsRefund(c, orderId, args.join(' ') || null));
        default:
          return Promise.reject(new Error(`unknown command ${command}`));
      }
    },
    expire: async () => ({ cancelled: await cancelExpiredOrders(database.db) }),
    check: (strict) => checkConsistency(database.db, { strict }),
    close: () => database.close(),
  };
}
