import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { appSetting } from '../db/schema/index.js';
import { forbidden, unauthorized } from '../lib/errors.js';
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

/** Whether the member may order for customers: the role and the MANIPULATE_ORDER_PERMISSION setting. */
export async function canManipulateOrder(db: Db, roles: string[]): Promise<boolean> {
  if (!roles.includes('proxyOrder')) return false;
  const [row] = await db
    .select({ value: appSetting.value })
    .from(appSetting)
    .where(eq(appSetting.key, 'MANIPULATE_ORDER_PERMISSION'));
  return row?.value === true;
}

/**
 * Sales staff in their own session. A proxy session is the customer's, so it is not staff: staff
 * acting for customer A cannot list customers or mint a token for B without going back first.
 */
export async function requireStaff(req: FastifyRequest): Promise<Actor> {
  const resolved = await resolveMember(req);
  if (!resolved) throw unauthorized();
  if (resolved.actor.actingStaffId !== null || !(await canManipulateOrder(req.server.db, resolved.roles))) {
    throw forbidden();
  }
  return resolved.actor;
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
