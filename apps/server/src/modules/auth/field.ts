import type { FastifyRequest } from 'fastify';

/**
 * The path of a request field as schema errors name it ("body.phoneNumber", "querystring.…"), so a
 * rule checked in a service reports the same path as one checked by the contract's schema.
 */
export const fieldOf = (req: FastifyRequest, name: string) =>
  `${req.method === 'GET' ? 'querystring' : 'body'}.${name}`;
