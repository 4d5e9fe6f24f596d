import { STAFF_ROLES, type StaffMember, type StaffRole } from '@storefront/contract';
import type { Db } from '../../db/client.js';
import type { AuditActor } from '../../lib/audit.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { type Actor, canManipulateOrder } from '../../plugins/auth.js';
import { findMemberById, type MemberRow } from '../../shared/members/index.js';
import { revokeProxySessionsOf, sessionsRevoked } from '../../shared/sessions/index.js';
import { addRole, exclusiveWith, removeRole, searchStaff } from './staff.repository.js';

export interface StaffCtx {
  db: Db;
  audit: (actor: AuditActor, action: string, target?: string, detail?: Record<string, unknown>) => Promise<void>;
}

const staffRolesOf = (held: readonly string[]): StaffRole[] => STAFF_ROLES.filter((r) => held.includes(r));

const toStaffMember = (m: MemberRow): StaffMember => ({
  memberId: m.id,
  nickname: m.nickname,
  phoneCountryCode: m.phoneCountryCode,
  phone: m.phoneNumber,
  roles: staffRolesOf(m.roles),
});

/** The caller's own roles; a proxy session is the customer's, so it holds none. */
export async function myRoles(db: Db, actor: Actor) {
  const m = actor.actingStaffId === null ? await findMemberById(db, actor.memberId) : undefined;
  const held = m?.roles ?? [];
  return { roles: staffRolesOf(held), canManipulateOrder: m ? await canManipulateOrder(db, held) : false };
}

export async function listStaff(
  ctx: StaffCtx,
  query: { keyword?: string | undefined; pageNum: number; pageSize: number },
) {
  const { total, list } = await searchStaff(ctx.db, query.keyword, query.pageNum, query.pageSize);
  return { pageNum: query.pageNum, pageSize: query.pageSize, total, list: list.map(toStaffMember) };
}

/** An admin never changes their own roles: no one grants themselves finance, or keeps a lone admin out. */
function refuseSelf(admin: Actor, memberId: number) {
  if (admin.memberId === memberId) throw forbidden('staff.ownRoles');
}

export async function grantRole(ctx: StaffCtx, admin: Actor, memberId: number, role: StaffRole) {
  refuseSelf(admin, memberId);
  const changed = await addRole(ctx.db, memberId, role);
  if (changed) {
    // Sessions remember their roles for SESSION_CACHE_MS; every process forgets them at once.
    await sessionsRevoked(ctx.db);
    await ctx.audit({ memberId: admin.memberId, actingStaffId: null }, 'staff.grantRole', `member:${memberId}`, {
      role,
      roles: staffRolesOf(changed.roles),
    });
    return toStaffMember(changed);
  }
  const current = await findMemberById(ctx.db, memberId);
  if (!current) throw notFound();
  if (current.roles.includes(role)) return toStaffMember(current);
  if (exclusiveWith(role).some((r) => current.roles.includes(r))) throw conflict('staff.rolesConflict');
  throw conflict();
}

export async function revokeRole(ctx: StaffCtx, admin: Actor, memberId: number, role: StaffRole) {
  refuseSelf(admin, memberId);
  const changed = await removeRole(ctx.db, memberId, role);
  if (!changed) {
    const current = await findMemberById(ctx.db, memberId);
    if (!current) throw notFound();
    return toStaffMember(current);
  }
  // Without sales, the customers' sessions they opened end now, not at their next use.
  if (role === 'sales') await revokeProxySessionsOf(ctx.db, memberId);
  await sessionsRevoked(ctx.db);
  await ctx.audit({ memberId: admin.memberId, actingStaffId: null }, 'staff.revokeRole', `member:${memberId}`, {
    role,
    roles: staffRolesOf(changed.roles),
  });
  return toStaffMember(changed);
}
