import { applyMerchant, getMemberInfo, getMerchantApplication, getProfile, updateProfile } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.js';
import * as members from './member.service.js';

/** The logged-in member's own data; every read goes by the session's member id, never a parameter. */
export async function memberRoutes(app: FastifyInstance) {
  route(app, getMemberInfo, ({ req, actor }) => members.memberInfo(req, actor));
  route(app, getProfile, ({ req, actor }) => members.profile(req, actor));
  route(app, updateProfile, ({ req, actor, body }) => members.updateProfile(req, actor, body));
  route(app, getMerchantApplication, ({ req, actor }) => members.merchantApplication(req, actor));
  route(app, applyMerchant, ({ req, actor, body }) => members.applyMerchant(req, actor, body));
}
