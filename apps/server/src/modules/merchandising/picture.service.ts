import { MAX_PRODUCT_PHOTOS } from '@storefront/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { product } from '../../db/schema/index.js';
import { invalidField, notFound } from '../../lib/errors.js';
import { attachUploads } from '../../shared/uploads/attach.js';
import { auditChange, type MerchandisingCtx } from './merchandising.ctx.js';
import { productDetail } from './product.service.js';

/**
 * Changes a product's photos in one transaction with its audit entry: the row is locked, so two
 * staff arranging at once apply one after the other. Writing the product bumps the catalogue
 * version, so every list, page and cart shows the new main photo on its next request.
 */
async function changePhotos(
  ctx: MerchandisingCtx,
  productId: number,
  next: (photos: string[], tx: Db) => Promise<string[]>,
) {
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [row] = await db
      .select({ photos: product.photos })
      .from(product)
      .where(eq(product.id, productId))
      .for('update');
    if (!row) throw notFound();
    const after = await next(row.photos, db);
    if (after.join() === row.photos.join()) return;
    await db.update(product).set({ photos: after }).where(eq(product.id, productId));
    await auditChange(db, ctx, 'catalogue.photos', `product:${productId}`, { before: row.photos, after });
  });
  return productDetail(ctx.db, ctx.locale, productId);
}

/** A photo the staff member uploaded, after the others; someone else's upload is never attached. */
export const addPicture = (ctx: MerchandisingCtx, body: { productId: number; upload: string }) =>
  changePhotos(ctx, body.productId, async (photos, tx) => {
    if (photos.includes(body.upload)) return photos;
    if (photos.length >= MAX_PRODUCT_PHOTOS)
      throw invalidField('body.upload', 'merchandising.tooManyPhotos', { max: MAX_PRODUCT_PHOTOS });
    const refused = await attachUploads(tx, ctx.uploads, { memberId: ctx.staffId }, [body.upload]);
    if (refused.length) throw invalidField('body.upload', 'upload.unknown');
    return [...photos, body.upload];
  });

/** The photos in their new order, the main one first; only the product's own, each once. */
export const arrangePictures = (ctx: MerchandisingCtx, body: { productId: number; uploads: string[] }) =>
  changePhotos(ctx, body.productId, async (photos) => {
    const wanted = [...new Set(body.uploads)];
    if (wanted.some((key) => !photos.includes(key))) throw invalidField('body.uploads', 'upload.unknown');
    return wanted;
  });
