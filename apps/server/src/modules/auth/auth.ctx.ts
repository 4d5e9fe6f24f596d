import type { Locale } from '@storefront/contract';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { type AuditActor, recordAudit } from '../../lib/audit.js';
import { fieldPlaceOf, type FieldsCtx } from '../../shared/members/index.js';

/**
 * What a login or staff-ordering service needs of a request: the database, the caller's language
 * (the SMS text), their address (rate limits, the session row), where the fields are (field
 * errors), a logger, and the audit trail, which records the address and transfer-page qrCode itself.
 */
export interface AuthCtx extends FieldsCtx {
  db: Db;
  locale: Locale;
  ip: string;
  log: FastifyBaseLogger;
  audit: (actor: AuditActor, action: string, target?: string, detail?: Record<string, unknown>) => Promise<void>;
}

/** Built by the routes, so no service sees the request itself. */
export const authCtx = (req: FastifyRequest): AuthCtx => ({
  db: req.server.db,
  locale: req.ctx.locale,
  ip: req.ip,
  fields: fieldPlaceOf(req.method),
  log: req.log,
  audit: (actor, action, target, detail) => recordAudit(req, actor, action, target, detail),
});
