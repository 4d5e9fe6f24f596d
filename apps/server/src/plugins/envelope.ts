import { type Envelope, httpStatusOf, type Locale, ResultCode } from '@storefront/contract';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/client.js';
import { localeFromHeader, translate } from '../i18n/index.js';
import { AppError } from '../lib/errors.js';
import { safeError } from '../lib/log-safe.js';
import { fieldErrors } from './validation-messages.js';

/**
 * Every answer is `{code, message, data}` — success, 404, validation error and crash alike —
 * with the message in the caller's language (DESIGN.md §4).
 */
export function sendEnvelope(reply: FastifyReply, body: Envelope<unknown>): FastifyReply {
  return reply.status(httpStatusOf(body.code)).send(body);
}

const knownClientCodes = new Set<number>([401, 403, 404, 409, 429]);

/**
 * PostgreSQL's class 22 (data exception): a value the database cannot hold or read (a number out of
 * range, an unreadable byte, a malformed date). The input guard catches the usual ones with their
 * field; this is the backstop so no value a caller sends can become a 500.
 */
const DATA_EXCEPTIONS = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05']);
export function pgCodeOf(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

function envelopeOfError(error: FastifyError | AppError | Error, locale: Locale): Envelope<unknown> {
  if (error instanceof AppError) {
    const field = (
      error as AppError & {
        field?: { path: string; key: Parameters<typeof translate>[1]; params?: Record<string, string | number> };
      }
    ).field;
    const data = field
      ? { fields: [{ path: field.path, message: translate(locale, field.key, field.params) }] }
      : error.data;
    return { code: error.code, message: translate(locale, error.messageKey, error.params), data };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = fieldErrors(locale, error.validation, error.validationContext);
    return { code: ResultCode.invalid, message: translate(locale, 'invalidInput'), data: { fields } };
  }
  // PostgreSQL restarting or a connection cut: worth retrying, not a bug.
  if (isDatabaseUnavailable(error)) {
    return { code: 503, message: translate(locale, 'unavailable'), data: null };
  }
  const pgCode = pgCodeOf(error);
  if (pgCode && DATA_EXCEPTIONS.has(pgCode)) {
    return { code: ResultCode.invalid, message: translate(locale, 'invalidInput'), data: null };
  }
  const fastifyError = error as FastifyError;
  const status = fastifyError.statusCode ?? 500;
  if (isResponseSerializationError(error) || status >= 500) {
    return { code: ResultCode.serverError, message: translate(locale, 'serverError'), data: null };
  }
  if (status === 429) return { code: ResultCode.tooMany, message: translate(locale, 'tooMany'), data: null };
  if (knownClientCodes.has(status)) {
    const key =
      status === 401 ? 'unauthorized' : status === 403 ? 'forbidden' : status === 404 ? 'notFound' : 'conflict';
    return { code: status, message: translate(locale, key), data: null };
  }
  // Unreadable bodies and other malformed requests are bad input, not crashes.
  if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return { code: ResultCode.invalid, message: translate(locale, 'payloadTooLarge'), data: null };
  }
  if (fastifyError.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return { code: 414, message: translate(locale, 'uriTooLong'), data: null };
  }
  if (fastifyError.code === 'FST_ERR_BAD_URL')
    return { code: 400, message: translate(locale, 'badRequest'), data: null };
  if (fastifyError.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError) {
    return { code: ResultCode.invalid, message: translate(locale, 'invalidJson'), data: null };
  }
  return { code: ResultCode.invalid, message: translate(locale, 'invalidInput'), data: null };
}

/**
 * The language of the request a socket is carrying. A body that stops arriving times out in Node,
 * after Fastify has read the headers and Node has let go of them: the 408 finds the language here.
 */
const localeOfSocket = new WeakMap<Socket, Locale>();

export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (req) => {
    localeOfSocket.set(req.raw.socket, req.ctx?.locale ?? localeFromHeader(req.headers['accept-language']));
  });
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const body = envelopeOfError(error, req.ctx?.locale ?? localeFromHeader(req.headers['accept-language']));
    if (body.code === 503) {
      req.log.warn({ code: pgCodeOf(error) }, 'database unavailable');
      reply.header('retry-after', '2');
    } else if (body.code >= 500) req.log.error({ err: safeError(error) }, 'request failed');
    else req.log.info({ code: body.code, reason: safeError(error).message }, 'request rejected');
    return sendEnvelope(reply, body);
  });
});

/**
 * Errors Node's HTTP parser meets before Fastify has a request (headers too large, garbage on the
 * wire): written to the socket as an envelope, in the language the request asked for if its
 * Accept-Language header was read.
 */
function clientErrorHandler(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // Node hands over the bytes it read (Fastify's type says otherwise).
  const head = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1', 0, 64 * 1024) : '';
  const locale =
    localeOfSocket.get(socket) ?? localeFromHeader(/\r\naccept-language:[ \t]*([^\r\n]{1,200})/i.exec(head)?.[1]);
  const [status, reason, key] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? ([431, 'Request Header Fields Too Large', 'headersTooLarge'] as const)
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? ([408, 'Request Timeout', 'requestTimeout'] as const)
        : ([400, 'Bad Request', 'badRequest'] as const);
  const body = JSON.stringify({ code: status, message: translate(locale, key), data: null });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Fastify options that keep the errors Fastify and Node raise themselves (a malformed URL, a too
 * long path parameter, oversized headers) in the envelope like every other answer.
 */
export const envelopeServerOptions = {
  frameworkErrors: (error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const locale = localeFromHeader(req.headers['accept-language']);
    // Fastify expects nothing back; the reply it is handed is sent here (a reply is thenable).
    void sendEnvelope(reply, envelopeOfError(error, locale));
  },
  clientErrorHandler,
} satisfies Partial<FastifyServerOptions>;

/** The 404 of an unknown API route. */
export function sendRouteNotFound(req: FastifyRequest, reply: FastifyReply) {
  return sendEnvelope(reply, {
    code: ResultCode.notFound,
    message: translate(req.ctx?.locale ?? 'en-US', 'routeNotFound'),
    data: null,
  });
}
