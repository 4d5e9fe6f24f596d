import { devSmsOutbox, ResultCode } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { hasProxyHeader, isLocalRequest } from '../../lib/local-request.js';
import { route } from '../../plugins/route.js';
import type { LogSmsSender } from './sms.sender.js';

/**
 * The log sender's outbox, so a person or a browser test can finish an SMS login on a server with
 * no SMS provider. Registered only with the log sender and an outbox asked for (SMS_OUTBOX, or
 * development and tests; see config.ts). `local` answers callers on this machine only; `network`
 * anyone who reaches the server directly. Whatever came through a proxy finds nothing: a proxy
 * makes the server public, and its header is the only sign of it.
 */
export async function devRoutes(app: FastifyInstance, options: { sender: LogSmsSender }) {
  route(app, devSmsOutbox, async ({ query, req }) => {
    const open = app.config.sms.outbox === 'network' ? !hasProxyHeader(req) : isLocalRequest(req);
    if (!open) {
      throw new AppError(ResultCode.notFound, 'routeNotFound');
    }
    // Matches the number however it was typed: with or without the trunk 0 or the country code.
    const digits = query.phoneNumber?.replace(/\D/g, '').replace(/^0+/, '');
    return options.sender.outbox
      .filter((m) => !digits || `${m.phoneCountryCode}${m.phoneNumber}`.endsWith(digits))
      .map(({ phoneCountryCode, phoneNumber, scene, code, text, sentAt }) => ({
        phoneCountryCode,
        phoneNumber,
        scene,
        code,
        text,
        sentAt,
      }));
  });
}
