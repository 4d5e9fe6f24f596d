import { applyMerchant, getMemberInfo, getMerchantApplication, getProfile, updateProfile } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import { requireMember } from '../../plugins/auth.js';
import * as members from './member.service.js';

/** The logged-in member's own data; every read goes by the session's member id, never a parameter. */
export async function memberRoutes(app: FastifyInstance) {
  route(app, getMemberInfo, async ({ req }) => members.memberInfo(req, await requireMember(req)));
  route(app, getProfile, async ({ req }) => members.profile(req, await requireMember(req)));
  route(app, updateProfile, async ({ req, body }) => members.updateProfile(req, await requireMember(req), body));
  route(app, getMerchantApplication, async ({ req }) => members.merchantApplication(req, await requireMember(req)));
  route(app, applyMerchant, async ({ req, body }) => members.applyMerchant(req, await requireMember(req), body));
}
