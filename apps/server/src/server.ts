import type { AddressInfo } from 'node:net';
import { type Config, ConfigError, loadConfig, refuseUnsharedSecrets } from './config.js';
import { FolderInUseError } from './db/folder-lock.js';
import type { Tracing } from './lib/tracing.js';

/**
 * Only listens and shuts down; everything else is in buildApp. The app's modules are imported
 * once the config is read and tracing (when configured) is started, so the instrumentations are
 * in place before http and Fastify are first used; without OTEL_EXPORTER_OTLP_ENDPOINT nothing of
 * OpenTelemetry is loaded (the bundle keeps lib/tracing.ts in a chunk of its own).
 */
async function main() {
  let config;
  let app;
  let tracing: Tracing | null = null;
  try {
    config = loadConfig();
    refuseUnsharedSecrets(config);
    if (config.tracing) {
      const { startTracing } = await import('./lib/tracing.js');
      tracing = await startTracing(config.tracing, { postgres: config.databaseUrl !== undefined });
    }
    const { buildApp } = await import('./app.js');
    app = await buildApp(config);
  } catch (error) {
    // What the operator must change, said in one line rather than a stack.
    if (error instanceof ConfigError || error instanceof FolderInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const server = app;

  let closing = false;
  const shutdown = async (signal: string, drainMs: number) => {
    if (closing) return;
    closing = true;
    // Draining: readiness answers 503 so the load balancer stops sending new requests, while the
    // ones it still sends (before its next check) are served; then close() stops accepting, lets
    // in-flight requests finish, and closes the database.
    server.lifecycle.draining = true;
    server.log.info({ signal, drainMs }, 'draining, then shutting down');
    const timer = setTimeout(() => {
      server.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, drainMs + 10_000);
    timer.unref();
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    await server.close();
    // The spans of the last requests, sent before the process ends.
    await tracing?.shutdown();
    process.exit(0);
  };
  // SIGTERM is how an orchestrator or a load balancer's operator stops a node: drained. Ctrl-C
  // (SIGINT) at a terminal means now.
  process.on('SIGINT', () => void shutdown('SIGINT', 0));
  process.on('SIGTERM', () => void shutdown('SIGTERM', config.shutdownDrainMs));

  const { scheduleJobs } = await import('./jobs/schedule.js');
  scheduleJobs(app);
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
