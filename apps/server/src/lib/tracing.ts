import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { context, propagation, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { defaultResource, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { TracingSettings } from '../config.js';
import { safeExporter } from './tracing.safe.js';

export interface Tracing {
  /** Sends the spans still held and takes every instrumentation off. */
  shutdown(): Promise<void>;
}

/** The balancer's probes, every few seconds from each balancer: no one follows them as requests. */
const isProbe = (url: string | undefined) => url?.startsWith('/api/health/') === true;

/**
 * OpenTelemetry traces sent over OTLP/HTTP (JSON) to OTEL_EXPORTER_OTLP_ENDPOINT: a server span
 * per request (instrumentation-http, which also carries an incoming `traceparent` on and traces
 * outgoing calls: S3, the SMS provider), Fastify's hooks and handler under it (@fastify/otel, the
 * Fastify team's own), and with PostgreSQL a span per query. Started before the app's modules are
 * loaded (server.ts imports this file only when tracing is configured): @fastify/otel joins every
 * Fastify instance created afterwards, and http is patched before anything listens.
 *
 * The SDK's own standard variables still apply: OTEL_EXPORTER_OTLP_HEADERS (a collector's key),
 * OTEL_EXPORTER_OTLP_TIMEOUT, OTEL_TRACES_SAMPLER and OTEL_TRACES_SAMPLER_ARG, OTEL_BSP_*.
 */
export async function startTracing(settings: TracingSettings, where: { postgres: boolean }): Promise<Tracing> {
  const provider = new NodeTracerProvider({
    resource: defaultResource().merge(
      resourceFromAttributes({
        [ATTR_SERVICE_NAME]: settings.serviceName,
        // Tells the nodes of one deployment apart (semantic conventions: a new UUID per process).
        'service.instance.id': randomUUID(),
      }),
    ),
    spanProcessors: [new BatchSpanProcessor(safeExporter(new OTLPTraceExporter({ url: settings.tracesUrl })))],
  });
  provider.register();
  const instrumentations = [
    new HttpInstrumentation({ ignoreIncomingRequestHook: (req: IncomingMessage) => isProbe(req.url) }),
    new FastifyOtelInstrumentation({
      registerOnInitialization: true,
      ignorePaths: ({ url }) => isProbe(url),
    }),
  ];
  const untracePostgres = where.postgres
    ? (await import('./tracing.postgres.js')).tracePostgres(provider.getTracer('storefront-postgres'))
    : () => undefined;
  return {
    shutdown: async () => {
      untracePostgres();
      for (const instrumentation of instrumentations) instrumentation.disable();
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
