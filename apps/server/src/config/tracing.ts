import { z } from 'zod';

export const tracingEnv = z.object({
  /**
   * An OpenTelemetry collector's OTLP/HTTP address (`http://collector:4318`): spans of every request
   * are sent to its `/v1/traces`, as JSON. Unset: no tracing, and nothing of OpenTelemetry is loaded.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** The service the spans are filed under. */
  OTEL_SERVICE_NAME: z.string().min(1).max(100).default('storefront'),
});

/** Where spans go and under which service name (lib/tracing.ts). */
export interface TracingSettings {
  /** The collector's `/v1/traces` address. */
  tracesUrl: string;
  serviceName: string;
}

export interface TracingConfig {
  /** OTEL_*: null, no tracing. */
  tracing: TracingSettings | null;
}

export function readTracing(e: z.infer<typeof tracingEnv>): TracingConfig {
  if (!e.OTEL_EXPORTER_OTLP_ENDPOINT) return { tracing: null };
  // The OTLP convention: the signal's path is added to the base address, query and all kept apart.
  const url = new URL(e.OTEL_EXPORTER_OTLP_ENDPOINT);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/v1/traces`;
  return { tracing: { tracesUrl: url.toString(), serviceName: e.OTEL_SERVICE_NAME } };
}
