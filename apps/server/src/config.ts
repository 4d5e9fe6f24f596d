import { z } from 'zod';
import { type BaseConfig, baseEnv, ConfigError, type Findings, readBase } from './config/base.js';
import { type DatabaseConfig, databaseEnv, readDatabase } from './config/database.js';
import { type HttpConfig, httpEnv, readHttp } from './config/http.js';
import { type LimitsConfig, limitsEnv, readLimits } from './config/limits.js';
import { type OperationsConfig, operationsEnv, readOperations } from './config/operations.js';
import { readSecrets, type SecretsConfig, secretsEnv } from './config/secrets.js';
import { readSms, type SmsConfig, smsEnv } from './config/sms.js';
import { readTracing, type TracingConfig, tracingEnv } from './config/tracing.js';
import { readUploads, type UploadsConfig, uploadsEnv } from './config/uploads.js';

export { ConfigError } from './config/base.js';
export { isLoopbackHost } from './config/http.js';
export { type HoldDeadlines, LIMIT_DEFAULTS, type OrderLimits } from './config/limits.js';
export { refuseUnsharedSecrets } from './config/secrets.js';
export type { TracingSettings } from './config/tracing.js';

/**
 * The one reader of process.env. Every variable is validated here; a bad one stops start-up with
 * its name, so a typo never turns into a half-working server. Each concern declares its variables
 * and reads them in a file of its own under config/.
 */
const envSchema = z.object({
  ...baseEnv.shape,
  ...httpEnv.shape,
  ...databaseEnv.shape,
  ...secretsEnv.shape,
  ...smsEnv.shape,
  ...uploadsEnv.shape,
  ...limitsEnv.shape,
  ...operationsEnv.shape,
  ...tracingEnv.shape,
});

export type Env = z.infer<typeof envSchema>;

export interface Config
  extends
    BaseConfig,
    HttpConfig,
    DatabaseConfig,
    SecretsConfig,
    SmsConfig,
    UploadsConfig,
    LimitsConfig,
    OperationsConfig,
    TracingConfig {
  /** Start-up warnings the server logs once: something an operator should change. */
  warnings: string[];
  /** What a person starting the server should know (printed under the URL at start). */
  notices: string[];
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset: `PORT= npm start` should mean the default, not an error.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  const found: Findings = { problems: [], warnings: [], notices: [] };
  const { base, config: basics } = readBase(e);
  const sharedDatabase = e.DATABASE_URL !== undefined;
  const http = readHttp(e, base, found);
  const { smsCodeSecret, ...secrets } = readSecrets(e, base, { hostIsLocal: http.hostIsLocal, sharedDatabase }, found);
  const config: Config = {
    ...basics,
    ...http,
    ...readDatabase(e, base),
    ...secrets,
    ...readSms(e, base, smsCodeSecret, found),
    ...readUploads(e, base, { dataDir: basics.dataDir, sharedDatabase }, found),
    ...readLimits(e),
    ...readOperations(e),
    ...readTracing(e),
    warnings: found.warnings,
    notices: found.notices,
  };
  if (found.problems.length > 0) throw new ConfigError(`Invalid environment: ${found.problems.join('; ')}`);
  return config;
}
