import type { FastifyRequest } from 'fastify';
import { auditLog } from '../db/schema/index.js';

/** The member a write is done for, and the staff member at the keyboard in a proxy session. */
export interface AuditActor {
  memberId: number | null;
  actingStaffId: number | null;
}

/**
 * Appends to the audit trail (DESIGN.md: both ids on every write of a proxy session). Takes the
 * request so the IP and the transfer page's qrCode are recorded without each caller passing them.
 */
export async function recordAudit(
  req: FastifyRequest,
  actor: AuditActor,
  action: string,
  target?: string,
  detail?: Record<string, unknown>,
): Promise<void> {
  await req.server.db.insert(auditLog).values({
    actorMemberId: actor.memberId,
    actingStaffId: actor.actingStaffId,
    action,
    target: target ?? null,
    detail: detail ?? null,
    ip: req.ip,
    qrCode: req.ctx.qrCode?.slice(0, 128) ?? null,
  });
}
