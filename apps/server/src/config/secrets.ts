import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { type Base, ConfigError, type Findings } from './base.js';

/** Known to everyone who reads this file, so production refuses it (crmTicketSecret is then null). */
const DEV_CRM_SECRET = 'dev-only-crm-ticket-secret-change-me';
const DEV_SMS_SECRET = 'dev-only-sms-code-secret-change-me';

export const secretsEnv = z.object({
  /**
   * Shared with the CRM: signs proxy-login tickets. Production needs its own (see readSecrets);
   * `off` says there is no CRM (proxy login shut, nothing to share between processes).
   */
  CRM_TICKET_SECRET: z.union([z.literal('off'), z.string().min(16)]).default(DEV_CRM_SECRET),
  /** HMAC key of stored SMS codes; shared by every server process of one deployment. */
  SMS_CODE_SECRET: z.string().min(16).optional(),
});

export interface SecretsConfig {
  /** null: CRM proxy login is off (production without a secret of its own); every ticket is a 401. */
  crmTicketSecret: string | null;
  /** Variables a production process on a shared database must be given (refuseUnsharedSecrets). */
  unsharedSecrets: string[];
}

/**
 * The keys every process of a deployment shares, and the SMS code key (config.sms.codeSecret).
 * `where` says whether the server listens on this machine only and whether its database is shared.
 */
export function readSecrets(
  e: z.infer<typeof secretsEnv>,
  base: Base,
  where: { hostIsLocal: boolean; sharedDatabase: boolean },
  found: Findings,
): SecretsConfig & { smsCodeSecret: string } {
  const { production } = base;
  // The published dev secret signs tickets only for a development server that nobody else can
  // reach; anywhere else the CRM door needs a secret of its own or stays shut.
  let crmTicketSecret: string | null = e.CRM_TICKET_SECRET === 'off' ? null : e.CRM_TICKET_SECRET;
  // Each process of a production deployment on one database must hold the same keys: a random
  // key per process would make an SMS code sent through one node fail on the next.
  const unsharedSecrets: string[] = [];
  if (production && where.sharedDatabase) {
    if (!e.SMS_CODE_SECRET || e.SMS_CODE_SECRET === DEV_SMS_SECRET) unsharedSecrets.push('SMS_CODE_SECRET');
    if (e.CRM_TICKET_SECRET === DEV_CRM_SECRET) unsharedSecrets.push('CRM_TICKET_SECRET');
  }
  if (crmTicketSecret === null) {
    found.notices.push('CRM proxy login (genTokenByCrm) is off (CRM_TICKET_SECRET=off)');
  } else if (crmTicketSecret === DEV_CRM_SECRET && (production || !where.hostIsLocal)) {
    crmTicketSecret = null;
    found.notices.push('CRM proxy login (genTokenByCrm) is off: set CRM_TICKET_SECRET to turn it on');
  } else if (production && crmTicketSecret.length < 32) {
    found.problems.push('CRM_TICKET_SECRET: at least 32 characters in production');
  }
  let smsCodeSecret = e.SMS_CODE_SECRET ?? DEV_SMS_SECRET;
  if (production && (!e.SMS_CODE_SECRET || e.SMS_CODE_SECRET === DEV_SMS_SECRET)) {
    // One process lives happily with a random key (codes last 5 minutes); several processes
    // sharing a database need SMS_CODE_SECRET (README, Configuration).
    smsCodeSecret = randomBytes(32).toString('hex');
  }
  return { crmTicketSecret, unsharedSecrets, smsCodeSecret };
}

/**
 * Stops a server start (not the migrate or ops commands) that would pick a key of its own where
 * every process on the database must share one, naming each variable to set.
 */
export function refuseUnsharedSecrets(config: SecretsConfig): void {
  if (config.unsharedSecrets.length === 0) return;
  const names = config.unsharedSecrets.join(' and ');
  throw new ConfigError(
    `Refusing to start: ${names} must be set in production with DATABASE_URL, the same value on every server process ` +
      `(CRM_TICKET_SECRET=off when there is no CRM); see docs/deploy.md`,
  );
}
