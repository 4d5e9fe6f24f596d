import { context, type Span, SpanKind, SpanStatusCode, trace, type Tracer } from '@opentelemetry/api';
import pg from 'pg';

type Callback = (error: Error | null | undefined, result?: unknown) => void;
interface QueryConfig {
  text?: unknown;
  values?: unknown;
  /** Cursors and streams (pg-cursor, pg-query-stream) run their own protocol: left untraced. */
  submit?: unknown;
}
interface Connection {
  database?: unknown;
  host?: unknown;
}

/** The first word of a statement (SELECT, INSERT, WITH, BEGIN…), the span's name. */
const operationOf = (text: string) => /^\s*([a-z]+)/i.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';

function startQuerySpan(tracer: Tracer, client: Connection, args: unknown[]): Span | null {
  const first = args[0] as QueryConfig | string | undefined;
  if (typeof first === 'object' && first !== null && typeof first.submit === 'function') return null;
  const text = typeof first === 'string' ? first : typeof first?.text === 'string' ? first.text : '';
  // Only statements with parameters carry their text: drizzle's are, so no value is in the text;
  // a raw statement (migrations, ops) might hold literals and is named by its operation alone.
  const parameterised = Array.isArray(args[1]) || (typeof first === 'object' && Array.isArray(first?.values));
  const operation = operationOf(text);
  return tracer.startSpan(operation, {
    kind: SpanKind.CLIENT,
    attributes: {
      'db.system.name': 'postgresql',
      'db.operation.name': operation,
      ...(typeof client.database === 'string' ? { 'db.namespace': client.database } : {}),
      ...(typeof client.host === 'string' ? { 'server.address': client.host } : {}),
      ...(parameterised ? { 'db.query.text': text.slice(0, 4000) } : {}),
    },
  });
}

function endQuerySpan(span: Span, error: unknown) {
  if (error) {
    const e = error as { message?: unknown; code?: unknown };
    if (typeof e.code === 'string') span.setAttribute('db.response.status_code', e.code);
    span.setStatus({ code: SpanStatusCode.ERROR, message: typeof e.message === 'string' ? e.message : undefined });
  }
  span.end();
}

/**
 * A client span around every PostgreSQL query made while a request is traced (queries of the jobs,
 * the LISTEN connection and the start are left out, as instrumentation-pg's `requireParentSpan`
 * does): node-postgres's `Client#query` wrapped, and the pool's `connect` callback kept in the
 * caller's context, so a query that waited for a connection is still its request's child. Answers
 * a function that puts both back.
 */
export function tracePostgres(tracer: Tracer): () => void {
  const clientProto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const poolProto = pg.Pool.prototype as unknown as { connect: (...args: unknown[]) => unknown };
  const ownConnect = Object.getOwnPropertyDescriptor(poolProto, 'connect');
  const query = clientProto.query;
  const connect = poolProto.connect;

  clientProto.query = function tracedQuery(this: Connection, ...args: unknown[]) {
    const span = trace.getSpan(context.active()) ? startQuerySpan(tracer, this, args) : null;
    if (!span) return query.apply(this, args);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (error: Error | null | undefined, result?: unknown) => {
        endQuerySpan(span, error);
        (callback as Callback)(error, result);
      };
      return query.apply(this, args);
    }
    try {
      const result = query.apply(this, args);
      if (result instanceof Promise) {
        return result.then(
          (value: unknown) => {
            endQuerySpan(span, null);
            return value;
          },
          (error: unknown) => {
            endQuerySpan(span, error);
            throw error;
          },
        );
      }
      endQuerySpan(span, null);
      return result;
    } catch (error) {
      endQuerySpan(span, error);
      throw error;
    }
  };
  poolProto.connect = function boundConnect(this: unknown, ...args: unknown[]) {
    const callback = args[0];
    if (typeof callback === 'function') args[0] = context.bind(context.active(), callback);
    return connect.apply(this, args);
  };

  return () => {
    clientProto.query = query;
    if (ownConnect) Object.defineProperty(poolProto, 'connect', ownConnect);
    else delete (poolProto as { connect?: unknown }).connect;
  };
}
