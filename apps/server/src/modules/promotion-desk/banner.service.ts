import type { BannerLink, DeskBanner, ParsedBody } from '@storefront/contract';
import type { deskSaveBanner } from '@storefront/contract';
import type { Db } from '../../db/client.js';
import { invalidField, notFound } from '../../lib/errors.js';
import { attachUploads, uploadKeyOf, uploadUrl } from '../../shared/uploads/attach.js';
import { pick } from '../../lib/localize.js';
import { audit, type DeskCtx, inTransaction } from './desk.ctx.js';
import { currencyOf } from './desk.money.js';
import { textsOf } from './desk.window.js';
import {
  arrangeBanners,
  type BannerRow,
  bannersOf,
  deleteBanner,
  insertBanner,
  lockBanner,
  specialListRows,
  updateBanner,
} from './home.repository.js';
import { artOf, artPic, checkLink, linkOf, targetOf } from './home.rules.js';
import { namesOf, skuTargets } from './target.service.js';

/** What each banner's link names, in the caller's language. */
async function targetNames(ctx: DeskCtx, links: (BannerLink | null)[]) {
  const ids = (kind: BannerLink['kind']) =>
    links.flatMap((l) => (l?.kind === kind && 'id' in l && l.id !== null ? [l.id] : []));
  const [categories, skus, lists] = await Promise.all([
    ids('category').length ? namesOf(ctx, 'category', ids('category')) : new Map<number, string>(),
    skuTargets(ctx, ids('sku'), null),
    ids('specialList').length ? specialListRows(ctx.db) : [],
  ]);
  return (link: BannerLink | null): string | null => {
    if (link?.kind === 'category') return categories.get(link.id) ?? null;
    if (link?.kind === 'sku') return skus.find((s) => s.id === link.id)?.name ?? null;
    if (link?.kind === 'specialList' && link.id !== null)
      return pick(lists.find((l) => l.l.id === link.id)?.l.titles, ctx.locale) || null;
    return null;
  };
}

async function present(ctx: DeskCtx, rows: BannerRow[]): Promise<DeskBanner[]> {
  const links = rows.map((b) => targetOf(b.link));
  const nameOf = await targetNames(ctx, links);
  return rows.map((b, i) => ({
    bannerId: b.id,
    countryCode: b.countryCode,
    title: pick(b.titles, ctx.locale),
    titles: b.titles,
    art: artOf(b.pic),
    upload: uploadKeyOf(b.pic),
    pic: b.pic,
    link: b.link,
    target: links[i]!,
    targetName: nameOf(links[i]!),
  }));
}

export async function bannerList(ctx: DeskCtx, countryCode: string) {
  const { countryCode: code } = await currencyOf(ctx.db, countryCode, 'querystring.countryCode');
  return present(ctx, await bannersOf(ctx.db, code));
}

/**
 * A banner's new photo must be the staff member's own upload, which the upload cleanup then keeps
 * while the banner shows it; the photo the banner already shows stays, whoever uploaded it.
 */
async function attachPhoto(ctx: DeskCtx, db: Db, upload: string | undefined, shown: string | null) {
  if (!upload || shown === uploadUrl(upload)) return;
  const refused = await attachUploads(db, ctx.uploads, { memberId: ctx.staffId }, [upload]);
  if (refused.length) throw invalidField('body.upload', 'upload.unknown');
}

/**
 * Creates (last in its country) or changes a banner: its titles, its picture (an uploaded photo or
 * one the shop draws) and where it leads, audited. The `banner` trigger (migration 0023) bumps the
 * catalogue version.
 */
export async function saveBanner(ctx: DeskCtx, body: ParsedBody<typeof deskSaveBanner>) {
  const { countryCode } = await currencyOf(ctx.db, body.countryCode);
  const values = {
    countryCode,
    titles: textsOf(body.titles, 'body.titles'),
    pic: body.upload ? uploadUrl(body.upload) : artPic(body.art),
    link: linkOf(body.link),
  };
  await checkLink(ctx.db, body.link);
  const id = await inTransaction(ctx, async (db) => {
    if (body.bannerId === undefined) {
      await attachPhoto(ctx, db, body.upload, null);
      const created = await insertBanner(db, values);
      await audit(db, ctx, 'catalogue.banner', `banner:${created}`, { before: null, after: values });
      return created;
    }
    const before = await lockBanner(db, body.bannerId);
    if (!before) throw notFound();
    await attachPhoto(ctx, db, body.upload, before.pic);
    await updateBanner(db, body.bannerId, values);
    await audit(db, ctx, 'catalogue.banner', `banner:${body.bannerId}`, { before, after: values });
    return body.bannerId;
  });
  return (await present(ctx, await bannersOf(ctx.db, countryCode))).find((b) => b.bannerId === id)!;
}

export async function removeBanner(ctx: DeskCtx, bannerId: number) {
  const countryCode = await inTransaction(ctx, async (db) => {
    const before = await lockBanner(db, bannerId);
    if (!before) throw notFound();
    await deleteBanner(db, bannerId);
    await audit(db, ctx, 'catalogue.bannerRemove', `banner:${bannerId}`, { before });
    return before.countryCode;
  });
  return present(ctx, await bannersOf(ctx.db, countryCode));
}

/** A country's banners in a new order: each of them named exactly once. */
export async function arrangeCountryBanners(ctx: DeskCtx, body: { countryCode: string; bannerIds: number[] }) {
  const { countryCode } = await currencyOf(ctx.db, body.countryCode);
  await inTransaction(ctx, async (db) => {
    const before = (await bannersOf(db, countryCode)).map((b) => b.id);
    const named = new Set(body.bannerIds);
    if (named.size !== body.bannerIds.length || named.size !== before.length || before.some((id) => !named.has(id)))
      throw invalidField('body.bannerIds', 'desk.bannersMismatch');
    await arrangeBanners(db, body.bannerIds);
    await audit(db, ctx, 'catalogue.bannerOrder', `banners:${countryCode}`, { before, after: body.bannerIds });
  });
  return present(ctx, await bannersOf(ctx.db, countryCode));
}
