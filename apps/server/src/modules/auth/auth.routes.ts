import {
  changePassword,
  loginByPassword,
  loginBySmsCode,
  logout,
  registeredOrNot,
  resetPassword,
  sendSmsCode,
  ResultCode,
  SMS_RESEND_SECONDS,
  visitorToken,
} from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { hit } from '../../lib/rate-limit.js';
import { route } from '../../plugins/route.js';
import { devRoutes } from './dev.routes.js';
import * as login from './login.service.js';
import { memberRoutes } from './member.routes.js';
import { proxyOrderRoutes } from './proxy-order.routes.js';
import { insertVisitor } from './session.repository.js';
import { endSession, issueToken, newVisitorId } from './session.service.js';
import { CODE_LIFE_SECONDS } from './sms.service.js';
import { createSmsSender, LogSmsSender } from './sms.sender.js';

/** Identity (issue 3): login, sessions, visitors, profile and staff ordering for customers. */
export async function authRoutes(app: FastifyInstance) {
  for (const warning of app.config.warnings) app.log.warn(warning);
  const sender = createSmsSender(app.config, app.log);
  const deps: login.IdentityDeps = { sender, codeSecret: app.config.sms.codeSecret };

  route(
    app,
    sendSmsCode,
    async ({ req, query }) => {
      await login.requestCode(req, deps, query);
      return { resendAfterSeconds: SMS_RESEND_SECONDS, expiresInSeconds: CODE_LIFE_SECONDS };
    },
    { successMessage: 'auth.codeSent' },
  );
  route(app, registeredOrNot, ({ req, query }) => login.registeredOrNot(req, query));
  route(app, loginBySmsCode, ({ req, body }) => login.loginBySmsCode(req, deps, body));
  route(app, loginByPassword, ({ req, body }) => login.loginByPassword(req, body));
  route(app, resetPassword, ({ req, body }) => login.resetPassword(req, deps, body));
  route(app, changePassword, ({ req, actor, body }) => login.changePassword(req, actor, body));

  route(app, logout, async ({ req, actor }) => {
    await endSession(app.db, { id: actor.sessionId, memberId: actor.memberId, actingStaffId: actor.actingStaffId });
    await recordAudit(req, actor, 'logout', `session:${actor.sessionId}`);
    return null;
  });

  route(app, visitorToken, async ({ req }) => {
    // Each call writes a session row, so one address cannot fill the table; generous, because
    // mobile carriers put many customers behind one address.
    if (!(await hit(app.db, `visitor:ip:${req.ip}`, 60 * 60, 300)).allowed) {
      throw new AppError(ResultCode.tooMany, 'tooMany');
    }
    // body.visitorId (the web's fingerprint) is at most a hint and identifies nobody: each call is
    // a new visitor, and the web keeps its token for as long as it wants to stay that visitor.
    const visitorId = newVisitorId();
    const visitorRef = await insertVisitor(app.db, visitorId);
    const { tokenHead, token } = await issueToken(app.db, { kind: 'visitor', visitorRef, ip: req.ip });
    return { tokenHead, token, visitorId };
  });

  await app.register(memberRoutes);
  await app.register(proxyOrderRoutes);
  if (app.config.sms.outbox && sender instanceof LogSmsSender) {
    await app.register(devRoutes, { sender });
  }
}
