import { createHash } from 'node:crypto';
import { ResultCode } from '@storefront/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { artSvg } from './art.js';

const CATEGORY_ART: Record<string, [string, number]> = {
  fresh: ['fruit', 0],
  fruit: ['fruit', 20],
  vegetables: ['leaf', 110],
  dairy: ['carton', 210],
  milk: ['carton', 200],
  yogurt: ['cup', 300],
  beverages: ['bottle', 190],
  soft: ['can', 0],
  coffee: ['bag', 25],
  alcohol: ['wine', 345],
  beer: ['can', 45],
  wine: ['wine', 345],
  snacks: ['bag', 45],
  biscuits: ['box', 35],
  chips: ['bag', 50],
  household: ['bottle', 150],
  cleaning: ['bottle', 140],
  paper: ['roll', 200],
  care: ['bottle', 280],
  body: ['bottle', 280],
  oral: ['tube', 200],
  merch: ['shirt', 150],
  apparel: ['shirt', 150],
  kitchen: ['bowl', 20],
};

const size = z.coerce.number().int().min(16).max(1600).default(200);
const query = z.object({ w: size, h: size });
const YEAR = 31_536_000;

/**
 * Generated pictures with the spec's `?w=&h=` thumbnail parameters (200×200 by default). They are
 * SVG, so every size is sharp and a few hundred bytes; a given URL never changes, hence the
 * immutable year-long cache and a strong ETag.
 */
export async function imageRoutes(app: FastifyInstance) {
  const send = (svg: string | null, reply: FastifyReply, ifNoneMatch: string | undefined) => {
    if (!svg) throw new AppError(ResultCode.notFound, 'catalogue.imageNotFound');
    const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 20)}"`;
    reply.header('cache-control', `public, max-age=${YEAR}, immutable`).header('etag', etag);
    reply
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (ifNoneMatch === etag) return reply.status(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(svg);
  };

  app.get('/images/:kind/:hue.svg', { config: { access: 'public' } }, async (req, reply) => {
    const params = z
      .object({ kind: z.string().max(20), hue: z.coerce.number().int().min(0).max(359) })
      .safeParse(req.params);
    const q = query.safeParse(req.query);
    if (!params.success || !q.success) throw new AppError(ResultCode.notFound, 'catalogue.imageNotFound');
    const { kind, hue } = params.data;
    if (kind === 'category') throw new AppError(ResultCode.notFound, 'catalogue.imageNotFound');
    return send(artSvg(kind, hue, q.data.w, q.data.h), reply, req.headers['if-none-match']);
  });

  app.get('/images/category/:key.svg', { config: { access: 'public' } }, async (req, reply) => {
    const key = (req.params as { key: string }).key;
    const q = query.safeParse(req.query);
    // Own keys only: `__proto__` or `constructor` must be a 404, not Object's prototype.
    const art = Object.hasOwn(CATEGORY_ART, key) ? CATEGORY_ART[key] : undefined;
    if (!art || !q.success) throw new AppError(ResultCode.notFound, 'catalogue.imageNotFound');
    return send(artSvg(art[0], art[1], q.data.w, q.data.h), reply, req.headers['if-none-match']);
  });

  app.get('/images/banner/:index.svg', { config: { access: 'public' } }, async (req, reply) => {
    const index = Number((req.params as { index: string }).index);
    const q = z.object({ w: size.default(750), h: size.default(300) }).safeParse(req.query);
    if (!Number.isInteger(index) || index < 0 || index > 9 || !q.success)
      throw new AppError(ResultCode.notFound, 'catalogue.imageNotFound');
    return send(artSvg('banner', [150, 30, 200][index % 3]!, q.data.w, q.data.h), reply, req.headers['if-none-match']);
  });
}
