import type { FastifyRequest } from 'fastify';

/**
 * What the logs may hold of a request and an error: no personal data. Query values of
 * personal fields are replaced in logged URLs, and database errors lose the query parameters and
 * row details drizzle and PostgreSQL put in them (an email, a birthday, a phone number).
 */
const PERSONAL_PARAMS =
  /^(phone|phoneNumber|phoneCountryCode|keyword|email|birthday|nickname|name|smsCode|code|password|ticket|token|username|orderSecret)$/i;

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed name is kept as sent
      }
      return eq >= 0 && PERSONAL_PARAMS.test(decoded) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

/** A drizzle "Failed query: … params: …" message without its parameters. */
export const withoutParams = (message: string) => message.replace(/\nparams:[\s\S]*$/, '\nparams: [redacted]');

/** A stack's frames only: its first line repeats the message (with the parameters). */
export function framesOf(stack: string): string {
  const frames = stack.split('\n    at ').slice(1);
  return frames.length > 0 ? `    at ${frames.join('\n    at ')}` : '';
}

export interface SafeError {
  [key: string]: unknown;
  type: string;
  message: string;
  code?: string;
  /** Always present (pino's error shape wants one); empty when the error had no frames. */
  stack: string;
  cause?: SafeError;
}

export function safeError(error: unknown, depth = 0): SafeError {
  const e = (error ?? {}) as { name?: unknown; message?: unknown; code?: unknown; stack?: unknown; cause?: unknown };
  const message = withoutParams(typeof e.message === 'string' ? e.message : String(error));
  return {
    type: typeof e.name === 'string' ? e.name : typeof error,
    message,
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    stack: typeof e.stack === 'string' ? framesOf(e.stack) : '',
    // PostgreSQL's `detail` ("Key (phone)=(…) already exists") and `where` are left out on purpose.
    ...(e.cause && depth < 3 ? { cause: safeError(e.cause, depth + 1) } : {}),
  };
}

/** pino serializers for Fastify's logger: `req` with a redacted URL, `err` without personal data. */
export const logSerializers = {
  req: (req: FastifyRequest) => ({
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }),
  err: (error: unknown) => safeError(error),
};
