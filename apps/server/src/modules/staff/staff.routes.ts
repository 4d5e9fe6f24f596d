import { grantStaffRole, listStaff, myStaffRoles, revokeStaffRole, setStaffWarehouses } from '@storefront/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAudit } from '../../lib/audit.js';
import { route } from '../../plugins/route.js';
import * as staff from './staff.service.js';

const staffCtx = (req: FastifyRequest): staff.StaffCtx => ({
  db: req.server.db,
  audit: (actor, action, target, detail) => recordAudit(req, actor, action, target, detail),
});

/** Staff roles: each caller's own, and the admin's grants (who may call what is declared in the contract). */
export async function staffRoutes(app: FastifyInstance) {
  route(app, myStaffRoles, ({ actor }) => staff.myRoles(app.db, actor));
  route(app, listStaff, ({ req, query }) => staff.listStaff(staffCtx(req), query));
  route(app, grantStaffRole, ({ req, actor, body }) => staff.grantRole(staffCtx(req), actor, body.memberId, body.role));
  route(app, revokeStaffRole, ({ req, actor, body }) =>
    staff.revokeRole(staffCtx(req), actor, body.memberId, body.role),
  );
  route(app, setStaffWarehouses, ({ req, actor, body }) =>
    staff.setWarehouses(staffCtx(req), actor, body.memberId, body.warehouseIds),
  );
}
