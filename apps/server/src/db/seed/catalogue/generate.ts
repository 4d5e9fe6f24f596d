import { sanitizeDescription } from '../../../lib/sanitize.js';
import { searchDocument } from '../../../modules/catalogue/search.document.js';
import { productDescriptions, productNames } from '../data/texts.js';
import { ITEMS, type ItemDef, QUALIFIERS, SIZES, type Words } from '../data/vocabulary.js';

/** Deterministic PRNG (mulberry32): the same seed gives the same catalogue on every machine. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

export interface GeneratedSku {
  specs: Record<string, string>;
  units: Record<string, string>;
  barcode: string;
  salesCount: number;
  usdCents: number;
}
export interface GeneratedProduct {
  item: ItemDef;
  names: Record<string, string>;
  descriptions: Record<string, string>;
  art: string;
  pic: string;
  searchText: string;
  searchNames: string[];
  searchDescription: string;
  createdAt: Date;
  skus: GeneratedSku[];
}

const byLocale = (w: Words) => ({
  'en-US': w[0],
  'zh-CN': w[1],
  'vi-VN': w[2],
  'th-TH': w[3],
  'lo-LA': w[4],
  'fil-PH': w[5],
});
export const artUrl = (item: ItemDef) => `/api/images/${item.art}/${item.hue}.svg`;

/**
 * The demo catalogue: every item × qualifier is a product (47 × 7 = 329), each with one to three
 * sizes as SKUs. `copies` > 1 repeats it with numbered names, for the 100k-SKU benchmark.
 */
export function generateProducts(copies = 1, seed = 20261122): GeneratedProduct[] {
  const rnd = prng(seed);
  const now = Date.now();
  const out: GeneratedProduct[] = [];
  for (let copy = 0; copy < copies; copy++) {
    for (const item of ITEMS) {
      for (const qualifier of QUALIFIERS) {
        const base = productNames(item.names, qualifier.words);
        const names =
          copy === 0 ? base : Object.fromEntries(Object.entries(base).map(([l, n]) => [l, `${n} ${copy + 1}`]));
        const pic = artUrl(item);
        const descriptions = Object.fromEntries(
          Object.entries(productDescriptions(names, pic)).map(([l, html]) => [l, sanitizeDescription(html)]),
        );
        const sizes = SIZES[item.sizes];
        // Two or three sizes where the item comes in several, so most products have a choice.
        const first = sizes.length > 2 ? rnd.int(0, 1) : 0;
        const count = rnd.int(Math.min(2, sizes.length - first), sizes.length - first);
        const skus = sizes.slice(first, first + count).map((size) => ({
          specs: byLocale(size.spec),
          units: byLocale(size.unit),
          barcode: `893${String(rnd.int(0, 9_999_999_999)).padStart(10, '0')}`,
          salesCount: Math.floor(rnd.next() ** 2 * 5000),
          usdCents: Math.round(item.usdCents * qualifier.factor * size.factor),
        }));
        out.push({
          item,
          names,
          descriptions,
          art: `${item.art}:${item.hue}`,
          pic,
          ...searchDocument(names, descriptions),
          createdAt: new Date(now - rnd.int(0, 90) * 86_400_000 - rnd.int(0, 86_399) * 1000),
          skus,
        });
      }
    }
  }
  return out;
}
