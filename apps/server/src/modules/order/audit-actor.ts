import type { AuditActor, StaffRole } from '@storefront/contract';
import { STAFF_ROLES } from '@storefront/contract';
import type { AuditTrailRow } from './order.repository.js';

const isStaffRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);

/**
 * Who an audit entry names, read from its stored actor (`staff:4`, `member:12`, `visitor`,
 * `system:timeout`, `ops:<os user>`) and the member row joined to it: the console shows names,
 * the log keeps ids.
 */
export function auditActorOf(row: Pick<AuditTrailRow, 'actor' | 'actorName' | 'actorRoles'>): AuditActor {
  const [prefix = '', ...rest] = row.actor.split(':');
  switch (prefix) {
    case 'staff':
      return { kind: 'staff', name: row.actorName, roles: (row.actorRoles ?? []).filter(isStaffRole) };
    case 'member':
      return { kind: 'customer', name: row.actorName, roles: [] };
    case 'visitor':
      return { kind: 'customer', name: null, roles: [] };
    case 'ops':
      return { kind: 'operator', name: rest.join(':') || null, roles: [] };
    default:
      return { kind: 'system', name: null, roles: [] };
  }
}
