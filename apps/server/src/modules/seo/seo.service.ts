import { type Country, LOCALES, type Locale, localeSchema, pageTitle, type Region } from '@storefront/contract';
import { formatMoney } from '../../shared/pricing/money.js';
import { localeFromHeader, translate } from '../../i18n/index.js';
import { escapeHtml, type PageHead } from './seo.html.js';

/** An API read the page embeds: the client takes it instead of asking again (once, same locale). */
export interface ApiRead {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | number>;
  body?: Record<string, unknown>;
}
export interface ApiAnswer extends ApiRead {
  data: unknown;
}
/** Reads one public endpoint in-process, as the storefront would; null when it does not answer 200. */
export type ReadApi = (read: ApiRead, locale: Locale) => Promise<unknown>;

/** The page's language: an explicit `?locale=`, else the browser's Accept-Language (as the web does). */
export function pageLocale(queryLocale: unknown, acceptLanguage: string | undefined): Locale {
  const explicit = localeSchema.safeParse(queryLocale);
  return explicit.success ? explicit.data : localeFromHeader(acceptLanguage);
}

async function answer(read: ReadApi, r: ApiRead, locale: Locale): Promise<ApiAnswer | null> {
  const data = await read(r, locale);
  return data === null ? null : { ...r, data };
}

/**
 * Spec §4's first boot reads for a visitor without a stored position: countries, settings, the
 * region list (its first warehouse is the default) and that warehouse's freight activities. Read
 * one after another here, in the server, instead of over the phone's network.
 */
export async function bootAnswers(read: ReadApi, locale: Locale): Promise<ApiAnswer[]> {
  const reads = await Promise.all([
    answer(read, { method: 'GET', path: '/global/base/getCountry' }, locale),
    answer(read, { method: 'GET', path: '/app/setting/get' }, locale),
    answer(read, { method: 'GET', path: '/home/listRegionV2' }, locale),
  ]);
  const warehouseId = defaultWarehouseId(reads[2]?.data as Region[] | undefined);
  if (warehouseId) {
    const query = { warehouseId, pageNum: 1, pageSize: 50 };
    reads.push(await answer(read, { method: 'GET', path: '/freight/activity/listData', query }, locale));
  }
  return reads.filter((r): r is ApiAnswer => r !== null);
}

export const defaultWarehouseId = (regions: Region[] | undefined): number | undefined =>
  regions?.flatMap((r) => r.warehouses)[0]?.warehouseId;

/** Absolute address of a page in a locale (the `?locale=` link the web honours, spec §4). */
const pageUrl = (origin: string, path: string, locale: Locale | null, params: Record<string, string> = {}) => {
  const url = new URL(path, origin);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  if (locale) url.searchParams.set('locale', locale);
  return url.toString();
};

function alternates(origin: string, path: string, params: Record<string, string>): Record<string, string> {
  const links: Record<string, string> = {};
  for (const l of LOCALES) links[l] = pageUrl(origin, path, l, params);
  links['x-default'] = pageUrl(origin, path, null, params);
  return links;
}

/**
 * The shop's name as the storefront shows it (its header, the tab's title): the settings' name
 * from the boot reads, else the locale's word for a shop, as the web falls back. The page's title
 * then stays the same when the browser takes the page over.
 */
export function shopNameOf(answers: ApiAnswer[], locale: Locale): string {
  const settings = answers.find((a) => a.path === '/app/setting/get')?.data as
    { APP_BASIC_CONFIG?: { shopName?: string } } | undefined;
  return settings?.APP_BASIC_CONFIG?.shopName || translate(locale, 'seo.shopName');
}

/** Title and description of the shop's own pages (home, lists). */
export function shopHead(locale: Locale, origin: string, path: string, shop: string): PageHead {
  return {
    title: shop,
    description: translate(locale, 'seo.shopDescription'),
    canonical: pageUrl(origin, path, locale),
    image: new URL('/icons/icon-512.png', origin).toString(),
    alternates: alternates(origin, path, {}),
  };
}

/** The part of the SKU detail answer a page head needs. */
export interface ProductFacts {
  productSkuId: number;
  name: string;
  spec: string;
  pic: string;
  pics?: string[];
  price: number;
  currencyCode: string;
  stock: number | null;
  barcode?: string | null;
  categoryNames?: string[];
}

/** Minor units to the decimal string schema.org and OpenGraph expect ("12.50", "25000"). */
export function majorAmount(minor: number, digits: number): string {
  // By the digits, not by a float division: 1234567890123 minor units stay exact.
  const all = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, '0');
  const whole = all.slice(0, all.length - digits);
  return `${minor < 0 ? '-' : ''}${whole}${digits ? `.${all.slice(all.length - digits)}` : ''}`;
}

/**
 * A product picture as a link preview can show it: our generated pictures (`/api/images/<kind>/<hue>.svg`,
 * WebP or SVG by Accept) as a 600×600 PNG; any other picture as it is.
 */
export function previewImage(pic: string, origin: string): string {
  const url = new URL(pic, origin);
  const generated = /^\/api\/images\/([a-z0-9-]+)\/(\d+)\.svg$/.exec(url.pathname);
  if (!generated || generated[1] === 'category') return url.toString();
  return new URL(`/api/images/${generated[1]}/${generated[2]}.png?w=600&h=600`, origin).toString();
}

/**
 * Head of a product page: its name as title, price in the description (what a chat app's link
 * preview shows), OpenGraph product price, picture, hreflang links and JSON-LD `Product`.
 */
export function productHead(
  p: ProductFacts,
  locale: Locale,
  origin: string,
  countries: Country[],
  shop: string,
): PageHead {
  const country = countries.find((c) => c.currencyCode === p.currencyCode);
  const digits = country?.currencyDigits ?? 2;
  const params = { productSkuId: String(p.productSkuId) };
  const canonical = pageUrl(origin, '/productDetails', locale, params);
  const image = previewImage(p.pics?.[0] ?? p.pic, origin);
  const amount = majorAmount(p.price, digits);
  const availability = p.stock === null || p.stock > 0 ? 'InStock' : 'OutOfStock';
  return {
    title: pageTitle(p.name, shop),
    description: translate(locale, 'seo.productDescription', {
      name: p.name,
      spec: p.spec,
      // As the cart words it: the country's own symbol, from an exact decimal (never a float).
      price: formatMoney(
        p.price,
        { code: p.currencyCode, digits, symbol: country?.currencySymbol ?? p.currencyCode },
        locale,
      ),
      shop,
    }),
    canonical,
    image,
    type: 'product',
    alternates: alternates(origin, '/productDetails', params),
    price: { amount, currency: p.currencyCode },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: p.name,
      sku: String(p.productSkuId),
      ...(p.barcode ? { gtin: p.barcode } : {}),
      ...(p.categoryNames?.length ? { category: p.categoryNames.join(' > ') } : {}),
      image: [image],
      description: `${p.name} (${p.spec})`,
      offers: {
        '@type': 'Offer',
        url: canonical,
        price: amount,
        priceCurrency: p.currencyCode,
        availability: `https://schema.org/${availability}`,
      },
    },
  };
}

/** Public screens search engines may list (the rest are a member's own or a step of checkout). */
const LIST_PAGES = ['/', '/promotion', '/specialList'];

export function sitemapXml(origin: string, skuIds: number[]): string {
  const urls = [
    ...LIST_PAGES.map((p) => pageUrl(origin, p, null)),
    ...skuIds.map((id) => pageUrl(origin, '/productDetails', null, { productSkuId: String(id) })),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((u) => `  <url><loc>${escapeHtml(u)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawlers read the catalogue and its pictures, never the API's other answers or a member's pages. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/images/',
    'Disallow: /api/',
    ...['/my', '/orderList', '/orderDetails', '/submitOrder', '/orderResult', '/address', '/addAddress'].map(
      (p) => `Disallow: ${p}`,
    ),
    ...['/coupon', '/personalInfo', '/userInfo', '/frequentPurchases', '/creditLimit', '/transferVoucher'].map(
      (p) => `Disallow: ${p}`,
    ),
    `Sitemap: ${new URL('/sitemap.xml', origin).toString()}`,
    '',
  ].join('\n');
}
