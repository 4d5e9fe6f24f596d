import {
  type Access,
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
import {
  type Actor,
  optionalMember,
  refuseOwnOrder,
  requireMember,
  requireStaff,
  type Visitor,
  visitorOf,
} from './auth.js';
import type { RequestContext } from './request-context.js';

/** The member a handler acts for: always there on `member` and `staff` endpoints, else maybe. */
type ActorOf<E extends Endpoint> = E['access'] extends 'member' | 'staff' ? Actor : Actor | null;

export interface HandlerInput<E extends Endpoint> {
  query: ParsedQuery<E>;
  body: ParsedBody<E>;
  ctx: RequestContext;
  /** The logged-in member (checked before the handler runs, by the endpoint's `access`); null on public ones. */
  actor: ActorOf<E>;
  /** On `visitor` endpoints called without a login: the visitor of the GuestAuthorization token. */
  visitor: Visitor | null;
  req: FastifyRequest;
  reply: FastifyReply;
}

const principals = new WeakMap<FastifyRequest, { actor: Actor | null; visitor: Visitor | null }>();

/**
 * The one place that enforces an endpoint's declared `access`. Public endpoints resolve nobody (a
 * catalogue read costs no session lookup); the few that care who asks (search history) identify
 * the caller with `optionalMember` / `visitorOf` themselves, which never grants anything.
 */
async function principalOf(
  req: FastifyRequest,
  e: Endpoint,
): Promise<{ actor: Actor | null; visitor: Visitor | null }> {
  const access: Access = e.access;
  switch (access) {
    case 'staff':
      return { actor: await requireStaff(req, e.roles ?? []), visitor: null };
    case 'member':
      return { actor: await requireMember(req), visitor: null };
    case 'visitor': {
      const actor = await optionalMember(req);
      const visitor = actor ? null : await visitorOf(req);
      if (!actor && !visitor) await requireMember(req); // throws the 401
      return { actor, visitor };
    }
    case 'public':
      return { actor: null, visitor: null };
  }
}

export interface RouteOptions {
  /** Message of a success answer (the client shows it when it asks); default "Success". */
  successMessage?: MessageKey;
  /** Extra Fastify route config (rate limits…). */
  config?: Record<string, unknown>;
  /** A larger body than the app's default (a file sent as text), in bytes. */
  bodyLimit?: number;
}

/**
 * Registers one contract endpoint. The contract's schemas validate the request and serialise the
 * answer, so the server cannot drift from what the web client is typed with. The handler returns
 * only `data`; the envelope is added here.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  handler: (input: HandlerInput<E>) => DataOf<E> | Promise<DataOf<E>>,
  options: RouteOptions = {},
): void {
  if (e.access === 'staff' && !e.roles?.length)
    throw new Error(`${e.method} ${e.path}: a staff endpoint names its roles`);
  const guardsOwnOrder = e.roles?.includes('finance') === true && e.body !== undefined;
  const config: Record<string, unknown> = { ...options.config, access: e.access, roles: e.roles ?? [] };
  app.withTypeProvider<ZodTypeProvider>().route({
    method: e.method,
    url: e.path,
    config,
    ...(options.bodyLimit && { bodyLimit: options.bodyLimit }),
    // Before validation: a caller who may not call the endpoint learns nothing about its input.
    preValidation: async (req) => {
      principals.set(req, await principalOf(req, e));
    },
    // After validation, so the order is a valid id: finance never moves the money of its own order.
    ...(guardsOwnOrder
      ? {
          preHandler: async (req: FastifyRequest) => {
            const orderId = (req.body as { orderId?: unknown } | undefined)?.orderId;
            const actor = principals.get(req)?.actor;
            if (typeof orderId === 'number' && actor) await refuseOwnOrder(req.server.db, orderId, actor.memberId);
          },
        }
      : {}),
    schema: {
      summary: e.summary,
      tags: e.tags,
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body ? { body: e.body } : {}),
      response: { 200: envelope(e.data) },
    },
    handler: async (req, reply) => {
      const { actor, visitor } = principals.get(req) ?? { actor: null, visitor: null };
      const data = await handler({
        query: req.query as ParsedQuery<E>,
        body: req.body as ParsedBody<E>,
        ctx: req.ctx,
        actor: actor as ActorOf<E>,
        visitor,
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
