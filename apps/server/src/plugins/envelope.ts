import { type Envelope, httpStatusOf, ResultCode } from '@storefront/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { translate } from '../i18n/index.js';
import { AppError } from '../lib/errors.js';
import { fieldErrors } from './validation-messages.js';

/**
 * Every answer is `{code, message, data}` — success, 404, validation error and crash alike —
 * with the message in the caller's language (DESIGN.md §4).
 */
export function sendEnvelope(reply: FastifyReply, body: Envelope<unknown>): FastifyReply {
  return reply.status(httpStatusOf(body.code)).send(body);
}

const knownClientCodes = new Set<number>([401, 403, 404, 409, 429]);

function envelopeOfError(error: FastifyError | AppError | Error, req: FastifyRequest): Envelope<unknown> {
  const locale = req.ctx?.locale ?? 'en-US';
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
  if (fastifyError.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError) {
    return { code: ResultCode.invalid, message: translate(locale, 'invalidJson'), data: null };
  }
  return { code: ResultCode.invalid, message: translate(locale, 'invalidInput'), data: null };
}

export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const body = envelopeOfError(error, req);
    if (body.code >= 500) req.log.error({ err: error }, 'request failed');
    else req.log.info({ code: body.code, reason: error.message }, 'request rejected');
    return sendEnvelope(reply, body);
  });
});

/** The 404 of an unknown API route. */
export function sendRouteNotFound(req: FastifyRequest, reply: FastifyReply) {
  return sendEnvelope(reply, {
    code: ResultCode.notFound,
    message: translate(req.ctx?.locale ?? 'en-US', 'routeNotFound'),
    data: null,
  });
}
