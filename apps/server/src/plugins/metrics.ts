import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { opsConfirmPayment, placeOrder } from '@storefront/contract';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';
import { IDEMPOTENT_REPLAYED } from '../shared/idempotency/index.js';

/** What the shop counts besides HTTP: the payment timeout job reports through `timeoutRun`. */
export interface ShopMetrics {
  /** One run of the payment timeout job, which cancelled `cancelled` expired orders. */
  timeoutRun(cancelled: number): void;
  /** Where the metrics listener listens, once the app is ready. */
  address(): AddressInfo | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** null: METRICS_PORT unset, nothing is counted. */
    metrics: ShopMetrics | null;
  }
}

/** The answers that are business events, by route pattern: a success of these is one event. */
const PLACED = `/api${placeOrder.path}`;
const CONFIRMED = `/api${opsConfirmPayment.path}`;
/** The refusals of a placement because a line's stock ran out (order.outOfStock). */
const STOCK_REFUSAL = 'order.outOfStock';

/**
 * Prometheus metrics (prom-client) on a listener of its own (METRICS_PORT, METRICS_HOST), never
 * on the public port, so the load balancer never routes a shopper to them: requests and their
 * latency per route pattern (never the URL, whose ids would make a series each), server errors,
 * the PostgreSQL pool's use, and the shop's own counters. A registry per app, so the tests'
 * several apps in one process do not share counts.
 */
export const metricsPlugin = fp<{ listen: { port: number; host: string } | null }>(async (app, { listen }) => {
  if (!listen) {
    app.decorate('metrics', null);
    return;
  }
  // Loaded only when metrics are on: prom-client brings @opentelemetry/api with it, and a server
  // without METRICS_PORT or OTEL_EXPORTER_OTLP_ENDPOINT loads nothing of OpenTelemetry.
  const { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } = await import('prom-client');
  const register = new Registry();
  collectDefaultMetrics({ register });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames,
    registers: [register],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by route pattern',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  const errors = new Counter({
    name: 'http_server_errors_total',
    help: 'Answers with a 5xx status (503: database unavailable, or not ready)',
    labelNames,
    registers: [register],
  });
  const pool = app.database.poolUse();
  if (pool) {
    new Gauge({
      name: 'storefront_db_pool_connections',
      help: 'PostgreSQL pool of this process: open connections, idle ones, and requests waiting for one',
      labelNames: ['state'],
      registers: [register],
      collect() {
        const use = app.database.poolUse();
        if (!use) return;
        this.set({ state: 'total' }, use.total);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
      },
    });
  }
  const shop = (name: string, help: string) => new Counter({ name, help, registers: [register] });
  const ordersPlaced = shop(
    'storefront_orders_placed_total',
    'Orders placed (successful placement answers, replays of an Idempotency-Key left out)',
  );
  const paymentsConfirmed = shop('storefront_payments_confirmed_total', 'Transfers whose money finance confirmed');
  const stockRefusals = shop('storefront_stock_refusals_total', 'Placements refused because stock ran out');
  const timeoutRuns = shop('storefront_payment_timeout_runs_total', 'Runs of the payment timeout job');
  const timedOut = shop('storefront_orders_timed_out_total', 'Orders the payment timeout cancelled');

  app.addHook('onError', async (_req, _reply, error) => {
    if (error instanceof AppError && error.messageKey === STOCK_REFUSAL) stockRefusals.inc();
  });
  app.addHook('onResponse', async (req, reply) => {
    // Unmatched URLs (404s, the history fallback) share one series, whatever was asked for.
    const route = req.routeOptions.url ?? 'unmatched';
    const labels = { method: req.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc(labels);
    // A retry answered from its key's stored result placed nothing.
    if (reply.statusCode === 200 && route === PLACED && !reply.hasHeader(IDEMPOTENT_REPLAYED)) ordersPlaced.inc();
    if (reply.statusCode === 200 && route === CONFIRMED) paymentsConfirmed.inc();
  });

  let server: Server | null = null;
  app.decorate('metrics', {
    timeoutRun: (cancelled: number) => {
      timeoutRuns.inc();
      timedOut.inc(cancelled);
    },
    address: () => (server?.address() as AddressInfo | null) ?? null,
  });
  app.addHook('onReady', async () => {
    server = createServer((req, res) => {
      if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
        res.writeHead(404).end();
        return;
      }
      register.metrics().then(
        (text) => res.writeHead(200, { 'content-type': register.contentType }).end(text),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics failed');
          res.writeHead(500).end();
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(listen.port, listen.host, () => resolve());
    });
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });
});
