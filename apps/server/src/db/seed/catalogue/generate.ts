import { sanitizeDescription } from '../../../lib/sanitize.js';
import { searchDocument } from '../../../shared/search-text/document.js';
import { EVERYDAY_LINES, STAPLE_ABOUT, STAPLE_LINES, type StapleLine } from '../data/staples.js';
import { WEEKLY_ABOUT, WEEKLY_LINES } from '../data/weekly.js';
import { LOCALE_ORDER, productDescriptions, productNames, stapleDescriptions } from '../data/texts.js';
import { ITEM_EMOJI, ITEMS, type ItemDef, QUALIFIERS, SIZES, type Words } from '../data/vocabulary.js';

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
  item: Pick<ItemDef, 'category'>;
  names: Record<string, string>;
  descriptions: Record<string, string>;
  art: string;
  pic: string;
  searchText: string;
  searchNames: string[];
  searchDescription: string;
  createdAt: Date;
  skus: GeneratedSku[];
  /**
   * When the product joined the demo catalogue: 0 the first products and staples, 1 the everyday
   * staples, 2 the weekly list. Each later wave is appended and draws its stock and promotions
   * from a generator of its own, so the earlier waves keep theirs.
   */
  wave: number;
}

const byLocale = (w: Words) => ({
  'en-US': w[0],
  'zh-CN': w[1],
  'vi-VN': w[2],
  'th-TH': w[3],
  'lo-LA': w[4],
  'fil-PH': w[5],
});
/** A product's art: its emoji (Fluent Emoji flat, see modules/image) and the hue of its tint. */
const itemArt = (item: ItemDef) => `${ITEM_EMOJI[item.names[0]] ?? item.art}:${item.hue}`;
export const artUrl = (art: string) => `/api/images/${art.replace(':', '/')}.svg`;

const SCRIPT = /[\u0E00-\u0EFF]/;
/** A staple's name in each language's order: brand, variant and product line. */
export function stapleNames(line: StapleLine, brand: string | Words, variant: Words | null) {
  const b = (i: number) => (typeof brand === 'string' ? brand : brand[i]!);
  const v = (i: number) => variant?.[i] ?? '';
  const join = (...parts: string[]) => parts.filter(Boolean).join(' ');
  // Thai and Lao write a brand in their script right after the product ("เบียร์ช้าง").
  const thai = (i: number) => join(SCRIPT.test(b(i)) ? `${line.names[i]}${b(i)}` : join(line.names[i]!, b(i)), v(i));
  const zh =
    /^[\u4e00-\u9fff]/.test(b(1)) || !b(1) ? `${b(1)}${v(1)}${line.names[1]}` : `${b(1)} ${v(1)}${line.names[1]}`;
  const names = [
    join(b(0), v(0), line.names[0]),
    zh,
    join(line.names[2], b(2), v(2)),
    thai(3),
    thai(4),
    join(b(5), v(5), line.names[5]),
  ];
  return Object.fromEntries(LOCALE_ORDER.map((l, i) => [l, names[i]!]));
}

const ABOUT: Record<string, Words> = { ...STAPLE_ABOUT, ...WEEKLY_ABOUT };

/**
 * The demo catalogue: every item × qualifier is a product (47 × 7 = 329), each with one to three
 * sizes as SKUs; then the staples (data/staples.ts), every product line × brand with all its
 * sizes, the everyday staples, and last the weekly list (data/weekly.ts). `copies` > 1 repeats it with numbered names, for the 100k-SKU benchmark.
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
        const art = itemArt(item);
        const pic = artUrl(art);
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
          art,
          pic,
          ...searchDocument(names, descriptions),
          createdAt: new Date(now - rnd.int(0, 90) * 86_400_000 - rnd.int(0, 86_399) * 1000),
          skus,
          wave: 0,
        });
      }
    }
    const lines = [
      ...STAPLE_LINES.map((l) => [l, 0] as const),
      ...EVERYDAY_LINES.map((l) => [l, 1] as const),
      ...WEEKLY_LINES.map((l) => [l, 2] as const),
    ];
    for (const [line, wave] of lines) {
      for (const [i, [brand, variant = null, factor = 1]] of line.products.entries()) {
        const base = stapleNames(line, brand, variant);
        const names =
          copy === 0 ? base : Object.fromEntries(Object.entries(base).map(([l, n]) => [l, `${n} ${copy + 1}`]));
        const art = `${line.emoji}:${(line.hue + i * 23) % 360}`;
        const pic = artUrl(art);
        const descriptions = Object.fromEntries(
          Object.entries(stapleDescriptions(names, ABOUT[line.category]!, pic)).map(([l, html]) => [
            l,
            sanitizeDescription(html),
          ]),
        );
        const skus = line.sizes.map(([spec, unit, sizeFactor]) => ({
          specs: byLocale(spec),
          units: byLocale(unit),
          barcode: `885${String(rnd.int(0, 9_999_999_999)).padStart(10, '0')}`,
          salesCount: Math.floor(rnd.next() ** 2 * 8000),
          usdCents: Math.round(line.usdCents * factor * sizeFactor),
        }));
        out.push({
          item: { category: line.category },
          names,
          descriptions,
          art,
          pic,
          ...searchDocument(names, descriptions),
          createdAt: new Date(now - rnd.int(0, 90) * 86_400_000 - rnd.int(0, 86_399) * 1000),
          skus,
          wave,
        });
      }
    }
  }
  return out;
}
