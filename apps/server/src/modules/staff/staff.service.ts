import { STAFF_ROLES, type StaffMember, type StaffRole } from '@storefront/contract';
import type { Db } from '../../db/client.js';
import type { AuditActor } from '../../lib/audit.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { type Actor, canManipulateOrder } from '../../plugins/auth.js';
import { invalidField } from '../../lib/errors.js';
import { findMemberById } from '../../shared/members/index.js';
import { revokeProxySessionsOf, sessionsRevoked } from '../../shared/sessions/index.js';
import { warehousesOf } from '../../shared/staff-scope/index.js';
import {
  addRole,
  exclusiveWith,
  findStaffMember,
  removeRole,
  replaceWarehouses,
  searchStaff,
  type StaffRow,
  unknownWarehouses,
} from './staff.repository.js';

export interface StaffCtx {
  db: Db;
  audit: (actor: AuditActor, action: string, target?: string, detail?: Record<string, unknown>) => Promise<void>;
}

const staffRolesOf = (held: readonly string[]): StaffRole[] => STAFF_ROLES.filter((r) => held.includes(r));

const toStaffMember = ({ m, warehouseIds }: StaffRow): StaffMember => ({
  memberId: m.id,
  nickname: m.nickname,
  phoneCountryCode: m.phoneCountryCode,
  phone: m.phoneNumber,
  roles: staffRolesOf(m.roles),
  warehouseIds: (warehouseIds ?? []).map(Number),
});

/** The member as the admin's list shows them, read again after a change. */
async function staffMember(db: Db, memberId: number): Promise<StaffMember> {
  const row = await findStaffMember(db, memberId);
  if (!row) throw notFound();
  return toStaffMember(row);
}

/** The caller's own roles; a proxy session is the customer's, so it holds none. */
export async function myRoles(db: Db, actor: Actor) {
  const m = actor.actingStaffId === null ? await findMemberById(db, actor.memberId) : undefined;
  const held = m?.roles ?? [];
  return {
    roles: staffRolesOf(held),
    canManipulateOrder: m ? await canManipulateOrder(db, held) : false,
    warehouseIds: m ? await warehousesOf(db, m.id) : [],
  };
}

export async function listStaff(
  ctx: StaffCtx,
  query: { keyword?: string | undefined; pageNum: number; pageSize: number },
) {
  const { total, list } = await searchStaff(ctx.db, query.keyword, query.pageNum, query.pageSize);
  return { pageNum: query.pageNum, pageSize: query.pageSize, total, list: list.map(toStaffMember) };
}

/** An admin never changes their own roles: no one grants themselves finance, or keeps a lone admin out. */
function refuseSelf(admin: Actor, memberId: number, key: 'staff.ownRoles' | 'staff.ownWarehouses' = 'staff.ownRoles') {
  if (admin.memberId === memberId) throw forbidden(key);
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
    return staffMember(ctx.db, memberId);
  }
  const current = await findMemberById(ctx.db, memberId);
  if (!current) throw notFound();
  if (current.roles.includes(role)) return staffMember(ctx.db, memberId);
  if (exclusiveWith(role).some((r) => current.roles.includes(r))) throw conflict('staff.rolesConflict');
  throw conflict();
}

export async function revokeRole(ctx: StaffCtx, admin: Actor, memberId: number, role: StaffRole) {
  refuseSelf(admin, memberId);
  const changed = await removeRole(ctx.db, memberId, role);
  if (!changed) return staffMember(ctx.db, memberId);
  // Without sales, the customers' sessions they opened end now, not at their next use.
  if (role === 'sales') await revokeProxySessionsOf(ctx.db, memberId);
  await sessionsRevoked(ctx.db);
  await ctx.audit({ memberId: admin.memberId, actingStaffId: null }, 'staff.revokeRole', `member:${memberId}`, {
    role,
    roles: staffRolesOf(changed.roles),
  });
  return staffMember(ctx.db, memberId);
}

/**
 * Limits a staff member to some warehouses (none: every warehouse). Their orders, Today and
 * delivery settings follow from the next query on (the scope is read in each query's WHERE), on
 * every server. Setting the same list again changes nothing and records nothing.
 */
export async function setWarehouses(ctx: StaffCtx, admin: Actor, memberId: number, warehouseIds: number[]) {
  refuseSelf(admin, memberId, 'staff.ownWarehouses');
  const ids = [...new Set(warehouseIds)].sort((a, b) => a - b);
  const unknown = await unknownWarehouses(ctx.db, ids);
  if (unknown.length) throw invalidField('body.warehouseIds', 'staff.unknownWarehouse', { id: unknown[0]! });
  const before = await replaceWarehouses(ctx.db, memberId, ids);
  if (before === null) {
    if (!(await findMemberById(ctx.db, memberId))) throw notFound();
    throw conflict('staff.warehousesNeedRole');
  }
  if (before.join() !== ids.join())
    await ctx.audit({ memberId: admin.memberId, actingStaffId: null }, 'staff.setWarehouses', `member:${memberId}`, {
      before: { warehouseIds: before },
      after: { warehouseIds: ids },
    });
  return staffMember(ctx.db, memberId);
}
