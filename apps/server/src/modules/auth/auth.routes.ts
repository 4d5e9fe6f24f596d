import {
  changePassword,
  loginByPassword,
  loginBySmsCode,
  logout,
  registeredOrNot,
  resetPassword,
  sendSmsCode,
  visitorToken,
} from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.js';
import { authCtx as ctx } from './auth.ctx.js';
import { devRoutes } from './dev.routes.js';
import * as login from './login.service.js';
import { proxyOrderRoutes } from './proxy-order.routes.js';
import { createSmsSender, LogSmsSender } from './sms.sender.js';

/** Identity: login, sessions, visitors and staff ordering for customers. */
export async function authRoutes(app: FastifyInstance) {
  for (const warning of app.config.warnings) app.log.warn(warning);
  const sender = createSmsSender(app.config, app.log);
  const deps: login.IdentityDeps = { sender, codeSecret: app.config.sms.codeSecret };

  route(app, sendSmsCode, ({ req, query }) => login.requestCode(ctx(req), deps, query), {
    successMessage: 'auth.codeSent',
  });
  route(app, registeredOrNot, ({ req, query }) => login.registeredOrNot(ctx(req), query));
  route(app, loginBySmsCode, ({ req, body }) => login.loginBySmsCode(ctx(req), deps, body));
  route(app, loginByPassword, ({ req, body }) => login.loginByPassword(ctx(req), body));
  route(app, resetPassword, ({ req, body }) => login.resetPassword(ctx(req), deps, body));
  route(app, changePassword, ({ req, actor, body }) => login.changePassword(ctx(req), actor, body));
  route(app, logout, ({ req, actor }) => login.logout(ctx(req), actor));
  route(app, visitorToken, ({ req }) => login.visitorToken(ctx(req)));

  await app.register(proxyOrderRoutes);
  if (app.config.sms.outbox && sender instanceof LogSmsSender) {
    await app.register(devRoutes, { sender });
  }
}
