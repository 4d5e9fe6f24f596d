import { devSmsOutbox, ResultCode } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { isLocalRequest } from '../../lib/local-request.js';
import { route } from '../../plugins/route.js';
import type { LogSmsSender } from './sms.sender.js';

/**
 * The log sender's outbox, so a person or a browser test can finish an SMS login on a server with
 * no SMS provider. Registered only with the log sender (see auth.routes.ts); by default it answers
 * callers on this machine only (SMS_OUTBOX=local), and to anyone else it does not exist.
 */
export async function devRoutes(app: FastifyInstance, options: { sender: LogSmsSender }) {
  route(app, devSmsOutbox, async ({ query, req }) => {
    if (app.config.sms.outbox !== 'network' && !isLocalRequest(req)) {
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
