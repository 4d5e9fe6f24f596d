import {
  type DataOf,
  type Endpoint,
  envelope,
  type ParsedBody,
  type ParsedQuery,
  ResultCode,
} from '@storefront/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type MessageKey, translate } from '../i18n/index.js';
import type { RequestContext } from '../plugins/request-context.js';

export interface HandlerInput<E extends Endpoint> {
  query: ParsedQuery<E>;
  body: ParsedBody<E>;
  ctx: RequestContext;
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteOptions {
  /** Message of a success answer (the client shows it when it asks); default "Success". */
  successMessage?: MessageKey;
  /** Extra Fastify route config (rate limits…). */
  config?: Record<string, unknown>;
}

/**
 * Registers one contract endpoint. The contract's schemas validate the request and serialise the
 * answer, so the server cannot drift from what the web client is typed with. The handler returns
 * only `data`; the envelope is added here.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  handler: (input: HandlerInput<E>) => Promise<DataOf<E>>,
  options: RouteOptions = {},
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: e.method,
    url: e.path,
    config: options.config,
    schema: {
      summary: e.summary,
      tags: e.tags,
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body ? { body: e.body } : {}),
      response: { 200: envelope(e.data) },
    },
    handler: async (req, reply) => {
      const data = await handler({
        query: req.query as ParsedQuery<E>,
        body: req.body as ParsedBody<E>,
        ctx: req.ctx,
        req,
        reply,
      });
      return {
        code: ResultCode.ok,
        message: translate(req.ctx.locale, options.successMessage ?? 'ok'),
        data,
      };
    },
  });
}
