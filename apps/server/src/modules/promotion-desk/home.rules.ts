import type { BannerLink } from '@storefront/contract';
import type { Db } from '../../db/client.js';
import { invalidField } from '../../lib/errors.js';
import { categoryExists, knownSkus, specialListRows } from './home.repository.js';

/** The picture the shop draws for a banner's art. */
export const artPic = (art: number) => `/api/images/banner/${art}.svg`;
export const artOf = (pic: string) => {
  const match = /^\/api\/images\/banner\/(\d+)\.svg$/.exec(pic);
  return match ? Number(match[1]) : null;
};

/** The shop's address a banner opens, built here so it is always one of the shop's own. */
export function linkOf(link: BannerLink): string {
  switch (link.kind) {
    case 'category':
      return `/searchList?categoryId=${link.id}`;
    case 'sku':
      return `/productDetails?productSkuId=${link.id}`;
    case 'specialList':
      return link.id === null ? '/specialList' : `/specialList?id=${link.id}`;
    case 'promotions':
      return '/promotion';
    case 'keyword':
      return `/searchList?keyword=${encodeURIComponent(link.keyword)}`;
  }
}

/** A stored address read back as the desk edits it; null for one it does not make (kept as it is). */
export function targetOf(address: string): BannerLink | null {
  const url = new URL(address, 'http://shop.invalid');
  if (url.origin !== 'http://shop.invalid' || !address.startsWith('/')) return null;
  const id = (name: string) => {
    const value = Number(url.searchParams.get(name));
    return Number.isInteger(value) && value > 0 ? value : null;
  };
  const keyword = url.searchParams.get('keyword')?.trim();
  if (url.pathname === '/searchList' && id('categoryId') !== null) return { kind: 'category', id: id('categoryId')! };
  if (url.pathname === '/searchList' && keyword) return { kind: 'keyword', keyword };
  if (url.pathname === '/productDetails' && id('productSkuId') !== null)
    return { kind: 'sku', id: id('productSkuId')! };
  if (url.pathname === '/specialList') return { kind: 'specialList', id: id('id') };
  if (url.pathname === '/promotion') return { kind: 'promotions' };
  return null;
}

/** The link's category, SKU or list exists. */
export async function checkLink(db: Db, link: BannerLink) {
  const exists =
    link.kind === 'category'
      ? await categoryExists(db, link.id)
      : link.kind === 'sku'
        ? (await knownSkus(db, [link.id])).has(link.id)
        : link.kind === 'specialList' && link.id !== null
          ? (await specialListRows(db, link.id)).length > 0
          : true;
  if (!exists) throw invalidField('body.link.id', 'field.unknownId');
}

/** SKU ids each named once and each known; `path` names the field ("body.skuIds"). */
export async function checkSkuIds(db: Db, ids: number[], path: string) {
  const seen = new Set<number>();
  ids.forEach((id, i) => {
    if (seen.has(id)) throw invalidField(`${path}.${i}`, 'desk.itemRepeated');
    seen.add(id);
  });
  const known = await knownSkus(db, ids);
  const unknown = ids.findIndex((id) => !known.has(id));
  if (unknown >= 0) throw invalidField(`${path}.${unknown}`, 'field.unknownId');
}
