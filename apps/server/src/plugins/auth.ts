import { ResultCode, type StaffRole } from '@storefront/contract';
import type { FastifyRequest } from 'fastify';
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { appSetting, customerOrder } from '../db/schema/index.js';
import { translate } from '../i18n/index.js';
import { AppError, forbidden, unauthorized } from '../lib/errors.js';
import { resolveToken } from '../shared/sessions/index.js';

/**
 * Who a request acts for. `memberId` owns the data; in a proxy session (staff ordering for a
 * customer) `actingStaffId` is the staff member, taken from the token, never from headers.
 */
export type Actor = { memberId: number; actingStaffId: number | null; sessionId: number };

/** A visitor: the server-issued visitor session behind a GuestAuthorization token. */
export type Visitor = { visitorId: string; sessionId: number };

interface Resolved {
  actor: Actor;
  roles: string[];
}

// One lookup per request, however many guards a route calls.
const members = new WeakMap<FastifyRequest, Promise<Resolved | null>>();
const visitors = new WeakMap<FastifyRequest, Promise<Visitor | null>>();

function resolveMember(req: FastifyRequest): Promise<Resolved | null> {
  let pending = members.get(req);
  if (!pending) {
    const token = req.ctx.token;
    pending = token
      ? resolveToken(req.server.db, token, 'member').then((s) =>
          s && s.memberId !== null
            ? { actor: { memberId: s.memberId, actingStaffId: s.actingStaffId, sessionId: s.id }, roles: s.memberRoles }
            : null,
        )
      : Promise.resolve(null);
    members.set(req, pending);
  }
  return pending;
}

/** The logged-in member; 401 without a live session. */
export async function requireMember(req: FastifyRequest): Promise<Actor> {
  const resolved = await resolveMember(req);
  if (!resolved) throw unauthorized();
  return resolved.actor;
}

/**
 * The member when a token is sent, null when none is. A token that is sent but dead is a 401, so
 * the web resets a stale login (spec §8) instead of silently browsing as anonymous.
 */
export async function optionalMember(req: FastifyRequest): Promise<Actor | null> {
  if (!req.ctx.token) return null;
  return requireMember(req);
}

/** Whether the member may order for customers: the sales role and the MANIPULATE_ORDER_PERMISSION setting. */
export async function canManipulateOrder(db: Db, roles: readonly string[]): Promise<boolean> {
  if (!roles.includes('sales')) return false;
  const [row] = await db
    .select({ value: appSetting.value })
    .from(appSetting)
    .where(eq(appSetting.key, 'MANIPULATE_ORDER_PERMISSION'));
  return row?.value === true;
}

/** The roles among `held` that admit the caller to an endpoint declaring `allowed`. */
async function admittingRoles(db: Db, held: readonly string[], allowed: readonly StaffRole[]): Promise<StaffRole[]> {
  const admitting = allowed.filter((r) => held.includes(r));
  // Sales acts only while the shop has staff ordering switched on.
  if (admitting.includes('sales') && !(await canManipulateOrder(db, held))) {
    return admitting.filter((r) => r !== 'sales');
  }
  return admitting;
}

/**
 * A staff member in their own session holding one of `allowed` (the endpoint's declared roles). A
 * proxy session is the customer's, so it is not staff: staff acting for customer A cannot list
 * customers, mint a token for B or touch the operations API without going back first. The 403
 * names the roles that may, in the caller's language.
 */
export async function requireStaff(req: FastifyRequest, allowed: readonly StaffRole[]): Promise<Actor> {
  const resolved = await resolveMember(req);
  if (!resolved) throw unauthorized();
  if (
    resolved.actor.actingStaffId !== null ||
    (await admittingRoles(req.server.db, resolved.roles, allowed)).length === 0
  ) {
    throw new AppError(ResultCode.forbidden, 'staff.roleMissing', {
      roles: allowed.map((r) => translate(req.ctx.locale, `staff.role.${r}`)).join(', '),
    });
  }
  return resolved.actor;
}

/**
 * Separation of duties on money: a finance member never confirms or refunds the money of an order
 * they placed, as its customer or as the sales member at the keyboard. The order's buyer and
 * placing staff never change after placement, so reading them before the guarded update that
 * moves the money is as safe as reading them inside it. An unknown order passes: the handler
 * answers its 404.
 */
export async function refuseOwnOrder(db: Db, orderId: number, staffId: number): Promise<void> {
  const [own] = await db
    .select({ id: customerOrder.id })
    .from(customerOrder)
    .where(
      and(
        eq(customerOrder.id, orderId),
        or(eq(customerOrder.memberId, staffId), eq(customerOrder.actingStaffId, staffId)),
      ),
    );
  if (own) throw forbidden('staff.ownOrder');
}

/** The roles of the logged-in member (empty when not logged in). */
export async function rolesOf(req: FastifyRequest): Promise<string[]> {
  return (await resolveMember(req))?.roles ?? [];
}

/** The visitor of a GuestAuthorization token, or null; a visitor token is never a login, so no 401. */
export async function visitorOf(req: FastifyRequest): Promise<Visitor | null> {
  let pending = visitors.get(req);
  if (!pending) {
    const token = req.ctx.guestToken;
    pending = token
      ? resolveToken(req.server.db, token, 'visitor').then((s) =>
          s?.visitorId ? { visitorId: s.visitorId, sessionId: s.id } : null,
        )
      : Promise.resolve(null);
    visitors.set(req, pending);
  }
  return pending;
}

/**
 * What an order records about where it came from: the transfer page's sales QR code (sent as the
 * qrCode header) and the client address. Informational only, never a permission.
 */
export function attributionOf(req: FastifyRequest): { qrCode: string | null; ip: string } {
  return { qrCode: req.ctx.qrCode?.slice(0, 128) ?? null, ip: req.ip };
}
