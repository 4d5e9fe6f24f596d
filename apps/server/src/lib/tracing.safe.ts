import type { Attributes } from '@opentelemetry/api';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-node';
import { framesOf, redactUrl, withoutParams } from './log-safe.js';

/**
 * Who sent a request: the client's address (X-Forwarded-For included) and its browser. Personal,
 * and never needed to follow a request, so no span carries them, in either naming of the
 * semantic conventions.
 */
const CALLER = new Set([
  'client.address',
  'client.port',
  'http.client_ip',
  'net.peer.ip',
  'net.peer.port',
  'net.sock.peer.addr',
  'net.sock.peer.port',
  'network.peer.address',
  'network.peer.port',
  'http.user_agent',
  'user_agent.original',
]);

/** Attributes holding a URL or a path with its query (Fastify's `url.path` is `request.url`). */
const WITH_QUERY = new Set(['http.url', 'http.target', 'url.full', 'url.path']);

/** A span's or an event's attributes as the logs would show them. */
export function safeAttributes(attributes: Attributes): Attributes {
  const safe: Attributes = {};
  for (const [key, value] of Object.entries(attributes)) {
    if (CALLER.has(key)) continue;
    if (typeof value !== 'string') safe[key] = value;
    else if (WITH_QUERY.has(key)) safe[key] = redactUrl(value);
    else if (key === 'url.query') safe[key] = redactUrl(`?${value}`).slice(1);
    else if (key === 'exception.message') safe[key] = withoutParams(value);
    else if (key === 'exception.stacktrace') safe[key] = framesOf(value);
    else safe[key] = value;
  }
  return safe;
}

function safeSpan(span: ReadableSpan): ReadableSpan {
  const { status } = span;
  return {
    name: span.name,
    kind: span.kind,
    spanContext: () => span.spanContext(),
    ...(span.parentSpanContext ? { parentSpanContext: span.parentSpanContext } : {}),
    startTime: span.startTime,
    endTime: span.endTime,
    status: status.message === undefined ? status : { ...status, message: withoutParams(status.message) },
    attributes: safeAttributes(span.attributes),
    links: span.links,
    events: span.events.map((event) =>
      event.attributes ? { ...event, attributes: safeAttributes(event.attributes) } : event,
    ),
    duration: span.duration,
    ended: span.ended,
    resource: span.resource,
    instrumentationScope: span.instrumentationScope,
    droppedAttributesCount: span.droppedAttributesCount,
    droppedEventsCount: span.droppedEventsCount,
    droppedLinksCount: span.droppedLinksCount,
  };
}

/**
 * Hands `exporter` every span without personal data: query values of personal fields redacted as
 * in the logs (log-safe.ts), no caller address or user agent, error messages without query
 * parameters. Done at export, so it covers every instrumentation, whatever it records at start.
 */
export function safeExporter(exporter: SpanExporter): SpanExporter {
  return {
    export: (spans, done) => exporter.export(spans.map(safeSpan), done),
    shutdown: () => exporter.shutdown(),
    forceFlush: () => exporter.forceFlush?.() ?? Promise.resolve(),
  };
}
