import { createHash } from 'node:crypto';
import { CATEGORY_ICONS, ResultCode } from '@storefront/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { artSvg } from './art.js';
import { bannerSvg, emojiSvg, PictureCache, toPng, toWebp } from './emoji.js';

/** The home banners' emoji, in the seed's order: fresh fruit, stock up, free delivery. */
const BANNER_ART: [string[], number][] = [
  [['pineapple', 'mango'], 150],
  [['shopping-cart', 'money-bag'], 30],
  [['delivery-truck', 'package'], 200],
];

const size = z.coerce.number().int().min(16).max(1600).default(200);
const query = z.object({ w: size, h: size });
const productParams = z.object({ kind: z.string().max(36), hue: z.coerce.number().int().min(0).max(359) });

/** A product picture's kind, hue and size from `/images/:kind/:hue.<ext>?w=&h=`; anything else is a 404. */
function productPicture(req: { params: unknown; query: unknown }) {
  const params = productParams.safeParse(req.params);
  const q = query.safeParse(req.query);
  if (!params.success || !q.success || params.data.kind === 'category')
    throw new AppError(ResultCode.notFound, 'catalogue.imageNotFound');
  return { ...params.data, ...q.data };
}
const YEAR = 31_536_000;
const WEBP = 'image/webp';

/**
 * Generated pictures with the spec's `?w=&h=` thumbnail parameters (200×200 by default): product
 * and category pictures from their emoji (emoji.ts), as WebP at the asked size or SVG; banners and
 * the first catalogue's flat shapes as SVG. A given URL never changes, hence the immutable
 * year-long cache and a strong ETag per format.
 */
export async function imageRoutes(app: FastifyInstance) {
  const headers = (reply: FastifyReply, etag: string) =>
    reply
      .header('cache-control', `public, max-age=${YEAR}, immutable`)
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  const tag = (body: string | Buffer) => `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
  const send = (svg: string | null, reply: FastifyReply, ifNoneMatch: string | undefined) => {
    if (!svg) throw new AppError(ResultCode.notFound, 'catalogue.imageNotFound');
    const etag = tag(svg);
    headers(reply, etag);
    if (ifNoneMatch === etag) return reply.status(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(svg);
  };
  // Emoji pictures: WebP at the asked size for a browser that takes it (every current one says so
  // in Accept), the SVG otherwise; the URL stays the same, so caches keep one copy per format.
  const webp = new PictureCache();
  const sendPicture = async (
    svg: string | null,
    key: string,
    reply: FastifyReply,
    headersIn: { accept?: string; 'if-none-match'?: string },
  ) => {
    if (!svg) throw new AppError(ResultCode.notFound, 'catalogue.imageNotFound');
    reply.header('vary', 'Accept');
    if (!headersIn.accept?.includes(WEBP)) return send(svg, reply, headersIn['if-none-match']);
    const etag = `"w${tag(svg).slice(1)}`;
    headers(reply, etag);
    if (headersIn['if-none-match'] === etag) return reply.status(304).send();
    const body = await webp.get(key, () => toWebp(svg));
    return reply.type(WEBP).send(body);
  };

  // The same pictures as PNG, whatever the Accept: what a link preview (og:image) can show.
  const png = new PictureCache(100);
  const sendPng = async (svg: string | null, key: string, reply: FastifyReply, ifNoneMatch: string | undefined) => {
    if (!svg) throw new AppError(ResultCode.notFound, 'catalogue.imageNotFound');
    const etag = `"p${tag(svg).slice(1)}`;
    headers(reply, etag);
    if (ifNoneMatch === etag) return reply.status(304).send();
    return reply.type('image/png').send(await png.get(key, () => toPng(svg)));
  };

  app.get('/images/:kind/:hue.png', { config: { access: 'public' } }, async (req, reply) => {
    const { kind, hue, w, h } = productPicture(req);
    const svg = emojiSvg(kind, hue, w, h) ?? artSvg(kind, hue, w, h);
    return sendPng(svg, `${kind}/${hue}/${w}x${h}`, reply, req.headers['if-none-match']);
  });

  app.get('/images/:kind/:hue.svg', { config: { access: 'public' } }, async (req, reply) => {
    const { kind, hue, w, h } = productPicture(req);
    const emoji = emojiSvg(kind, hue, w, h);
    if (emoji) return sendPicture(emoji, `${kind}/${hue}/${w}x${h}`, reply, req.headers);
    // The flat shapes of the first demo catalogue, for a product whose art is not an emoji.
    return send(artSvg(kind, hue, w, h), reply, req.headers['if-none-match']);
  });

  app.get('/images/category/:key.svg', { config: { access: 'public' } }, async (req, reply) => {
    const key = (req.params as { key: string }).key;
    const q = query.safeParse(req.query);
    // Own keys only: `__proto__` or `constructor` must be a 404, not Object's prototype.
    const art = Object.hasOwn(CATEGORY_ICONS, key) ? CATEGORY_ICONS[key] : undefined;
    if (!art || !q.success) throw new AppError(ResultCode.notFound, 'catalogue.imageNotFound');
    const { w, h } = q.data;
    return sendPicture(emojiSvg(art[0], art[1], w, h), `category/${key}/${w}x${h}`, reply, req.headers);
  });

  app.get('/images/banner/:index.svg', { config: { access: 'public' } }, async (req, reply) => {
    const index = Number((req.params as { index: string }).index);
    const q = z.object({ w: size.default(750), h: size.default(300) }).safeParse(req.query);
    if (!Number.isInteger(index) || index < 0 || index > 9 || !q.success)
      throw new AppError(ResultCode.notFound, 'catalogue.imageNotFound');
    const [names, hue] = BANNER_ART[index % BANNER_ART.length]!;
    const { w, h } = q.data;
    return sendPicture(bannerSvg(names, hue, w, h), `banner/${index}/${w}x${h}`, reply, req.headers);
  });
}
