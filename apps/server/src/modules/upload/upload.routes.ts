import multipart from '@fastify/multipart';
import { ResultCode, UPLOAD_KEY, UPLOAD_MAX_BYTES, uploadImage, uploadPurposeSchema } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, invalidField, notFound, unauthorized } from '../../lib/errors.js';
import type { Db } from '../../db/client.js';
import { hit } from '../../lib/rate-limit.js';
import { route } from '../../plugins/route.js';
import { readUploadedFile } from './upload.multipart.js';
import { readVariant, removeUnattached, saveUpload } from './upload.service.js';
import { validUploadSignature } from '../../shared/uploads/signed.js';

const size = z.coerce.number().int().min(16).max(1600).default(200);
const variantQuery = z.object({ w: size, h: size });
const PRIVATE_CACHE_S = 600;
const HOUR = 3_600_000;

export async function uploadRoutes(app: FastifyInstance) {
  const ctx = { db: app.db, storage: app.uploads };
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 5 } });

  route(app, uploadImage, async ({ req, actor, visitor }) => {
    // Anyone can be a visitor: what one address may store without an account is counted first,
    // before the picture is read and decoded.
    if (!actor) await checkVisitorUploads(app.db, req.ip, app.config.limits.visitorUploadsPerAddress);
    const { purpose, file } = await readUploadedFile(req);
    const parsed = uploadPurposeSchema.safeParse(purpose ?? 'address');
    if (!parsed.success) throw invalidField('body.purpose', 'field.invalidType');
    if (actor) return saveUpload(ctx, { memberId: actor.memberId }, parsed.data, file);
    // A visitor has no profile or address book: the licence of a company invoice is the one
    // picture a visitor's order carries. Anything else needs an account.
    if (parsed.data !== 'licence' || !visitor) throw unauthorized();
    return saveUpload(ctx, { visitorId: visitor.visitorId }, parsed.data, file);
  });

  // Served by a URL an answer signed for its reader (shared/uploads/signed.ts), so an <img> can load
  // it without a token, and only while something still shows it (readVariant). Always WebP we encoded ourselves, never the
  // bytes received, with headers that forbid sniffing it into anything that runs: an uploaded SVG
  // or HTML cannot come back as a document. Private photos: no shared cache keeps them, and a
  // browser asks again within minutes, so a deleted address's photo is gone from view soon too.
  app.get('/upload/file/:key', { config: { access: 'public' } }, async (req, reply) => {
    const key = (req.params as { key: string }).key;
    const q = variantQuery.safeParse(req.query);
    const signed = validUploadSignature(key, (req.query as { t?: unknown }).t);
    if (!UPLOAD_KEY.test(key) || !q.success || !signed) throw notFound('upload.notFound');
    const data = await readVariant(ctx, key, q.data.w, q.data.h);
    return reply
      .header('cache-control', `private, max-age=${PRIVATE_CACHE_S}`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', 'inline')
      .type('image/webp')
      .send(data);
  });

  // Unattached uploads live a day. Every server may run this: each row is deleted by one of them,
  // and that one removes its objects from the shared storage.
  const sweep = () =>
    removeUnattached(ctx).catch((error: unknown) => app.log.warn({ err: error }, 'upload cleanup failed'));
  const timer = setInterval(() => void sweep(), HOUR);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

const VISITOR_UPLOADS_WINDOW_SECONDS = 10 * 60;

async function checkVisitorUploads(db: Db, ip: string, limit: number) {
  const h = await hit(db, `upload:ip:${ip}`, VISITOR_UPLOADS_WINDOW_SECONDS, limit);
  if (!h.allowed)
    throw new AppError(ResultCode.tooMany, 'abuse.tooManyUploadsFromHere', { minutes: Math.ceil(h.secondsLeft / 60) });
}
