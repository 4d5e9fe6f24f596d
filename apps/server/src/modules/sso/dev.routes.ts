import { devSmsOutbox } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import type { LogSmsSender } from './sms.sender.js';

/**
 * The log sender's outbox, so a person or a browser test can finish an SMS login. Registered only
 * outside production and only with the log sender (see sso.routes.ts).
 */
export async function devRoutes(app: FastifyInstance, options: { sender: LogSmsSender }) {
  route(app, devSmsOutbox, async ({ query }) => {
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
