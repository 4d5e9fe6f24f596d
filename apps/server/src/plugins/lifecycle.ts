import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set once SIGTERM arrived: readiness answers 503 while requests are still served. */
    lifecycle: { draining: boolean };
  }
}

/** What a load balancer's request id may look like: short, and nothing that could forge a log line. */
const REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;

/**
 * The request's id: the load balancer's `X-Request-Id` when it sent a sane one, so one request is
 * followed through the balancer's log and every node's, else a new one. Fastify puts it in every
 * log line of the request (`reqId`).
 */
export function requestIdOf(req: { headers: Record<string, string | string[] | undefined> }): string {
  const sent = req.headers['x-request-id'];
  const value = Array.isArray(sent) ? sent[0] : sent;
  return value && REQUEST_ID.test(value) ? value : randomUUID();
}

/**
 * Every answer names its request id; while draining, every answer also closes its connection, so
 * a client's keep-alive socket (a load balancer's too) moves to another node instead of meeting
 * this one's close.
 */
export const lifecycle = fp(async (app: FastifyInstance) => {
  app.decorate('lifecycle', { draining: false });
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  app.addHook('onSend', async (_req, reply) => {
    if (app.lifecycle.draining) reply.header('connection', 'close');
  });
});
