import { z } from 'zod';
import type { Base, Findings } from './base.js';

export const smsEnv = z.object({
  /** `log`: the server log and the dev outbox; `http`: POST JSON to SMS_HTTP_URL. */
  SMS_PROVIDER: z.enum(['log', 'http']).default('log'),
  SMS_HTTP_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_HTTP_TOKEN: z.string().min(1).optional(),
  /**
   * The outbox of the `log` sender (codes of a server with no SMS provider): `local` answers only
   * callers on this machine, `network` anyone (an explicit choice, for a demo on phones), `off`.
   * Unset, it is `local` in development and tests and `off` in production: a production server
   * behind a proxy that adds no header cannot tell its callers from local ones, so the operator
   * opens it by name (`npm run start:local` does, for a demo on a laptop).
   */
  SMS_OUTBOX: z.enum(['local', 'network', 'off']).optional(),
});

export interface SmsConfig {
  sms: {
    provider: 'log' | 'http';
    http: { url: string; token: string } | null;
    codeSecret: string;
    /** Who may read the log sender's outbox; null: there is none (a real provider, or off). */
    outbox: 'local' | 'network' | null;
  };
}

/** How verification codes are sent, and who may read them without a provider. */
export function readSms(e: z.infer<typeof smsEnv>, base: Base, codeSecret: string, found: Findings): SmsConfig {
  if (e.SMS_PROVIDER === 'http' && (!e.SMS_HTTP_URL || !e.SMS_HTTP_TOKEN)) {
    found.problems.push('SMS_HTTP_URL and SMS_HTTP_TOKEN: required when SMS_PROVIDER=http');
  }
  const outboxAsked = e.SMS_OUTBOX ?? (base.production ? 'off' : 'local');
  const outbox = e.SMS_PROVIDER === 'log' && outboxAsked !== 'off' ? outboxAsked : null;
  if (e.SMS_PROVIDER === 'log' && !outbox) {
    found.notices.push(
      'No SMS provider: codes are not sent, and their outbox is closed. The demo accounts log in with a password;',
      'to read codes on this machine, start with SMS_OUTBOX=local (`npm run start:local`).',
    );
  }
  if (outbox === 'network') {
    found.warnings.push(
      'SMS_OUTBOX=network: anyone who can reach this server can read SMS codes and log in as any phone',
    );
  }
  return {
    sms: {
      provider: e.SMS_PROVIDER,
      http: e.SMS_HTTP_URL && e.SMS_HTTP_TOKEN ? { url: e.SMS_HTTP_URL, token: e.SMS_HTTP_TOKEN } : null,
      codeSecret,
      outbox,
    },
  };
}
