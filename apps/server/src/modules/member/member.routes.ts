import { applyMerchant, getMemberInfo, getMerchantApplication, getProfile, updateProfile } from '@storefront/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAudit } from '../../lib/audit.js';
import { route } from '../../plugins/route.js';
import { fieldPlaceOf } from '../../shared/members/index.js';
import * as members from './member.service.js';

/** The logged-in member's own data; every read goes by the session's member id, never a parameter. */
export async function memberRoutes(app: FastifyInstance) {
  const ctx = (req: FastifyRequest): members.MemberCtx => ({
    db: app.db,
    uploads: app.uploads,
    fields: fieldPlaceOf(req.method),
    audit: (actor, action, target, detail) => recordAudit(req, actor, action, target, detail),
  });

  route(app, getMemberInfo, ({ req, actor }) => members.memberInfo(ctx(req), actor));
  route(app, getProfile, ({ req, actor }) => members.profile(ctx(req), actor));
  route(app, updateProfile, ({ req, actor, body }) => members.updateProfile(ctx(req), actor, body));
  route(app, getMerchantApplication, ({ req, actor }) => members.merchantApplication(ctx(req), actor));
  route(app, applyMerchant, ({ req, actor, body }) => members.applyMerchant(ctx(req), actor, body));
}
