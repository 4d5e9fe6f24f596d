// Staff roles: the caller's own, and the admin's list of staff with grants and revocations.
import { z } from 'zod';
import { STAFF_ROLES } from './constants.js';
import { endpoint } from './endpoint.js';
import { keywordPageQuery, page } from './envelope.js';

export const staffRoleSchema = z.enum(STAFF_ROLES);

export const myStaffRoles = endpoint({
  method: 'GET',
  path: '/staff/roles',
  access: 'member',
  summary:
    "The caller's own staff roles, for the staff console to show what it may do (empty for a customer, and in a proxy session, which is the customer's)",
  tags: ['staff'],
  data: z.object({
    roles: z.array(staffRoleSchema),
    /** Whether the sales role may order for customers now (the MANIPULATE_ORDER_PERMISSION setting). */
    canManipulateOrder: z.boolean(),
    /** The warehouses whose orders, day and delivery the caller works on; empty: every warehouse. */
    warehouseIds: z.array(z.number().int()),
  }),
});

export const staffMemberSchema = z.object({
  memberId: z.number().int(),
  nickname: z.string().nullable(),
  phoneCountryCode: z.string(),
  phone: z.string(),
  roles: z.array(staffRoleSchema),
  /** The warehouses the member works on (orders, today, delivery), ascending; empty: every warehouse. */
  warehouseIds: z.array(z.number().int()),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const listStaff = endpoint({
  method: 'GET',
  path: '/admin/staff/list',
  access: 'staff',
  roles: ['admin'],
  summary:
    'Admin: members holding a role, newest first; with a keyword (phone digits or name) every matching member, to find one to grant a role to',
  tags: ['staff'],
  query: keywordPageQuery,
  data: page(staffMemberSchema),
});

const roleChange = z.object({ memberId: z.number().int().positive(), role: staffRoleSchema });

export const grantStaffRole = endpoint({
  method: 'POST',
  path: '/admin/staff/grantRole',
  access: 'staff',
  roles: ['admin'],
  summary:
    "Admin: grant a role (audited); refuses sales with finance on one member, and an admin's own roles; granting a held role changes nothing",
  tags: ['staff'],
  body: roleChange,
  data: staffMemberSchema,
});

export const revokeStaffRole = endpoint({
  method: 'POST',
  path: '/admin/staff/revokeRole',
  access: 'staff',
  roles: ['admin'],
  summary: "Admin: remove a role (audited; the member's sessions lose it at once); never the admin's own",
  tags: ['staff'],
  body: roleChange,
  data: staffMemberSchema,
});

export const setStaffWarehouses = endpoint({
  method: 'POST',
  path: '/admin/staff/setWarehouses',
  access: 'staff',
  roles: ['admin'],
  summary:
    "Admin: limit a staff member to these warehouses' orders, day and delivery (an empty list: every warehouse); audited before and after, never the admin's own",
  tags: ['staff'],
  body: z.object({
    memberId: z.number().int().positive(),
    warehouseIds: z.array(z.number().int().positive().max(2_147_483_647)).max(100),
  }),
  data: staffMemberSchema,
});
