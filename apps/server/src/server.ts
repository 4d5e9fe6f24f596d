import { buildApp } from './app.js';
import type { AddressInfo } from 'node:net';
import { type Config, ConfigError, loadConfig } from './config.js';
import { startHousekeepingJob } from './jobs/housekeeping.js';
import { startPaymentTimeoutJob } from './jobs/payment-timeout.js';

/** Only listens and shuts down; everything else is in buildApp. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // close() stops accepting, lets in-flight requests finish, then closes the database.
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const stopJobs = [startPaymentTimeoutJob(app.db, app.log), startHousekeepingJob(app.db, app.log)];
  app.addHook('onClose', async () => stopJobs.forEach((stop) => stop()));
  await app.listen({ port: config.port, host: config.host });
  console.log(startBanner(config, (app.server.address() as AddressInfo).port));
}

/** What a person who just ran `npm start` needs: where to open it, and how SMS login works here. */
function startBanner(config: Config, port: number): string {
  const host = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(config.host) ? 'localhost' : config.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const lines = [``, `  Storefront is running: ${url}`];
  if (config.sms.outbox) {
    const where = config.sms.outbox === 'local' ? ' (from this machine only)' : '';
    lines.push(
      `  No SMS provider is configured: verification codes are at`,
      `  ${url}/api/dev/sms/outbox?phoneNumber=<the number>${where}`,
    );
  }
  for (const notice of config.notices) lines.push(`  ${notice}`);
  return `${lines.join('\n')}\n`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
