import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { product, sku } from '../src/db/schema/index.js';
import { escapeHtml, fillShell, jsonForScript } from '../src/modules/seo/seo.html.js';
import { majorAmount, shopNameOf } from '../src/modules/seo/seo.service.js';
import {
  screenAssets,
  sheetReader,
  sheetSources,
  styleAttributeSources,
  withMarkup,
} from '../src/modules/seo/seo.ssr.js';
import { createTestApp } from './support/app.js';

const SHELL =
  '<!doctype html><html lang="en-US"><head><meta name="description" content="shell" />' +
  '<title>Storefront</title><script>(function(){})();</script></head><body><div id="root"></div></body></html>';
const HOSTILE = `</script><script>alert(1)</script>"'><img src=x onerror=alert(2)>$&$'`;

let app: FastifyInstance;
let skuId: number;
beforeAll(async () => {
  const dist = await mkdtemp(join(tmpdir(), 'sf-seo-'));
  await writeFile(join(dist, 'index.html'), SHELL);
  app = await createTestApp({ WEB_DIST_DIR: dist });
  const [first] = await app.db
    .select({ id: sku.id, productId: sku.productId })
    .from(sku)
    .where(eq(sku.onShelf, true))
    .orderBy(asc(sku.id))
    .limit(1);
  skuId = first!.id;
  // A product whose name tries to break out of the attribute, the title and the JSON-LD block.
  await app.db
    .update(product)
    .set({ names: sql`jsonb_set(${product.names}, '{en-US}', to_jsonb(${HOSTILE}::text))` })
    .where(eq(product.id, first!.productId));
});
afterAll(() => app?.close());

/** The JSON of every `<script type=…>` block of a kind in a page. */
const blocks = (html: string, type: string) =>
  [...html.matchAll(new RegExp(`<script type="${type}"[^>]*>([\\s\\S]*?)</script>`, 'g'))].map((m) =>
    JSON.parse(m[1]!),
  );
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('prices in page heads', () => {
  it('are exact decimals of the minor units, by the currency’s own digits', () => {
    expect(majorAmount(1250, 2)).toBe('12.50');
    expect(majorAmount(5, 2)).toBe('0.05');
    expect(majorAmount(25000, 0)).toBe('25000');
    expect(majorAmount(1234567890123, 2)).toBe('12345678901.23');
  });
});

describe("the shop's name in page heads", () => {
  it("is the settings' name, else the locale's word for a shop (as the storefront falls back)", () => {
    const settings = (shopName?: string) => ({
      method: 'GET' as const,
      path: '/app/setting/get',
      data: { APP_BASIC_CONFIG: { shopName } },
    });
    expect(shopNameOf([settings('Mekong Mart')], 'th-TH')).toBe('Mekong Mart');
    expect(shopNameOf([settings('')], 'vi-VN')).toBe('Cửa hàng');
    expect(shopNameOf([], 'zh-CN')).toBe('优选商城');
  });
});

describe('product pages', () => {
  it('carry a per-locale title, description with price, OpenGraph, Twitter, hreflang and JSON-LD', async () => {
    const res = await app.inject({ url: `/productDetails?productSkuId=${skuId}&locale=vi-VN` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.body;
    expect(html).toContain('<html lang="vi-VN"');
    // The shop's name from the settings, as the storefront's own header and tab title show it.
    expect(html).toMatch(/<title>[^<]+ · Mekong Mart<\/title>/);
    expect(metaOf(html, 'description')).toMatch(/ giá .+ tại Mekong Mart\.$/);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(metaOf(html, 'og:type')).toBe('product');
    expect(metaOf(html, 'og:image')).toMatch(/^http:\/\/localhost(:\d+)?\/api\/images\//);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    // A chat app shows the preview only from a raster it can read: a PNG, whatever it Accepts.
    const preview = new URL(metaOf(html, 'og:image')!.replaceAll('&amp;', '&'));
    expect(preview.pathname).toMatch(/\.png$/);
    const picture = await app.inject({ url: preview.pathname + preview.search, headers: { accept: '*/*' } });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(picture.rawPayload.readUInt32BE(16)).toBe(600);
    expect(metaOf(html, 'product:price:amount')).toMatch(/^\d+(\.\d+)?$/);
    for (const l of ['zh-CN', 'en-US', 'vi-VN', 'th-TH', 'lo-LA', 'fil-PH', 'x-default']) {
      expect(html).toContain(`hreflang="${l}"`);
    }
    const [ld] = blocks(html, 'application/ld\\+json');
    expect(ld['@type']).toBe('Product');
    expect(ld.offers.price).toBe(metaOf(html, 'product:price:amount'));
    expect(ld.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
  });

  it('follows Accept-Language when the link has no locale', async () => {
    const res = await app.inject({
      url: `/productDetails?productSkuId=${skuId}`,
      headers: { 'accept-language': 'th-TH,th;q=0.9' },
    });
    expect(res.body).toContain('<html lang="th-TH"');
    expect(metaOf(res.body, 'description')).toMatch(/ ราคา .+ ที่Mekong Mart$/);
  });

  it('escapes a hostile product name in the title, meta tags and JSON-LD', async () => {
    const res = await app.inject({ url: `/productDetails?productSkuId=${skuId}&locale=en-US` });
    const html = res.body;
    // Only the shell's own inline script and our JSON blocks: nothing the name opened.
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('alert(1)</script>');
    expect(html).toContain(`<title>${escapeHtml(HOSTILE)} · Mekong Mart</title>`);
    expect(metaOf(html, 'og:title')).toBe(`${escapeHtml(HOSTILE)} · Mekong Mart`);
    const [ld] = blocks(html, 'application/ld\\+json');
    expect(ld.name).toBe(HOSTILE);
    const [embedded] = blocks(html, 'application/json');
    const detail = embedded.answers.find((a: { path: string }) => a.path === '/sku/detail');
    expect(detail.data.name).toBe(HOSTILE);
  });

  it('answers 404 with the storefront for a product that does not exist', async () => {
    const res = await app.inject({ url: '/productDetails?productSkuId=987654321' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });
});

describe('storefront pages', () => {
  it('embed the boot reads for the page locale and keep the CSP hash of the inline script', async () => {
    const res = await app.inject({ url: '/', headers: { 'accept-language': 'zh-CN' } });
    expect(res.statusCode).toBe(200);
    const [embedded] = blocks(res.body, 'application/json');
    expect(embedded.locale).toBe('zh-CN');
    const paths = embedded.answers.map((a: { path: string }) => a.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/global/base/getCountry', '/app/setting/get', '/home/listRegionV2']),
    );
    expect(paths).toContain('/freight/activity/listData');
    expect(String(res.headers['content-security-policy'])).toMatch(/script-src 'self' 'sha256-/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('are declared public like every other route', () => {
    const pages = app.declaredAccess.filter((r) => !r.url.startsWith('/api'));
    expect(pages.map((r) => r.url)).toEqual(expect.arrayContaining(['/', '/productDetails', '/sitemap.xml']));
    expect(pages.every((r) => r.access === 'public')).toBe(true);
  });

  it('fill the shell without reading `$` patterns in values', () => {
    const html = fillShell(SHELL, { locale: 'en-US', head: { title: "$& $' $`", description: 'd' } });
    expect(html).toContain('<title>$&amp; $&#39; $`</title>');
  });

  it('drawn, keep their entry script and preloads: the page is hydrated as soon as its script arrives', () => {
    const shell = [
      '<html><head>',
      '<script type="module" crossorigin src="/assets/index-a.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-b.js">',
      '</head><body><div id="root"></div></body></html>',
    ].join('\n');
    const html = withMarkup(shell, { html: '<main>drawn</main>', state: {}, styles: ['/assets/Screen.css'] });
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-a.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/react-b.js">');
    expect(html).not.toContain('sf-entry');
    expect(html).toContain('<div id="root"><main>drawn</main></div>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/Screen.css" />');
  });

  it('let exactly the style attributes of drawn markup through the CSP, by hash of the value as read', () => {
    const sources = styleAttributeSources(
      '<div style="--a:&quot;x&quot;;height:10px"></div><p style="color:red"></p><i style="color:red"></i>',
    );
    const hash = (v: string) => `'sha256-${createHash('sha256').update(v).digest('base64')}'`;
    expect(sources).toEqual(["'unsafe-hashes'", hash('--a:"x";height:10px'), hash('color:red')]);
    expect(styleAttributeSources('<main>no style</main>')).toEqual([]);
  });

  it('drawn, link their screen’s stylesheets after index.html’s, each once, those of its imports first', async () => {
    // A manifest shaped like the build's: the cart screen imports the entry, which imports antd's
    // global sheet (its `:root` colours) and a component's.
    const dir = await mkdtemp(join(tmpdir(), 'sf-styles-'));
    await mkdir(join(dir, '.vite'));
    const manifest = {
      'index.html': { file: 'assets/index.js', css: ['assets/index.css'], imports: ['_es.js', '_button.js'] },
      '_es.js': { file: 'assets/es.js', css: ['assets/es.css'] },
      '_button.js': { file: 'assets/button.js', css: ['assets/button.css'], imports: ['_es.js'] },
      'src/features/cart/routes/ShoppingCart.tsx': {
        file: 'assets/ShoppingCart.js',
        css: ['assets/ShoppingCart.css'],
        imports: ['index.html', '_checkbox.js'],
      },
      '_checkbox.js': { file: 'assets/checkbox.js', css: ['assets/checkbox.css'], imports: ['_es.js'] },
      'src/i18n/bundles/th-TH.ts': { file: 'assets/th-TH.js' },
      '../../node_modules/antd-mobile/es/locales/th-TH.js': { file: 'assets/antd-th-TH.js', imports: ['index.html'] },
    };
    await writeFile(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const { styles, scripts } = screenAssets(dir)('/shoppingCart', 'th-TH');
    expect(styles).toEqual([
      '/assets/es.css',
      '/assets/button.css',
      '/assets/index.css',
      '/assets/checkbox.css',
      '/assets/ShoppingCart.css',
    ]);
    const shell = [
      '<html><head>',
      '<link rel="stylesheet" crossorigin href="/assets/es.css">',
      '<link rel="stylesheet" crossorigin href="/assets/button.css">',
      '<link rel="stylesheet" crossorigin href="/assets/index.css">',
      '</head><body><div id="root"></div></body></html>',
    ].join('\n');
    // What hydration waits for downloads beside the entry: the screen's chunks and the locale's texts.
    expect(scripts).toEqual([
      '/assets/es.js',
      '/assets/button.js',
      '/assets/checkbox.js',
      '/assets/ShoppingCart.js',
      '/assets/th-TH.js',
      '/assets/antd-th-TH.js',
    ]);
    const html = withMarkup(shell, { html: '<main>drawn</main>', state: {}, styles, scripts });
    const preloads = [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads).toEqual(scripts);
    const order = [...html.matchAll(/rel="stylesheet" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    expect(order).toEqual([
      '/assets/es.css',
      '/assets/button.css',
      '/assets/index.css',
      '/assets/checkbox.css',
      '/assets/ShoppingCart.css',
    ]);
  });

  it('drawn, never link again a stylesheet the build wrote into the page', () => {
    const shell =
      '<html><head><style data-href="/assets/index.css">body{margin:0}</style></head><body><div id="root"></div></body></html>';
    const html = withMarkup(shell, {
      html: '<main>drawn</main>',
      state: {},
      styles: ['/assets/index.css', '/assets/Home.css'],
    });
    const links = [...html.matchAll(/rel="stylesheet" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    expect(links).toEqual(['/assets/Home.css']);
  });

  it('drawn, carry their screen’s stylesheets written in, each named by a disabled link the chunk loader sees', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sf-sheets-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'assets', 'Home.css'), '.home{color:#0b7a3e}');
    await writeFile(join(dir, 'assets', 'Bad.css'), 'a::after{content:"</style>"}');
    const sheetOf = sheetReader(dir);
    expect(sheetOf('/assets/../index.html')).toBeUndefined();
    const page = { html: '<main>drawn</main>', state: {}, styles: ['/assets/Home.css', '/assets/Bad.css'] };
    const html = withMarkup('<html><head></head><body><div id="root"></div></body></html>', page, sheetOf);
    expect(html).toContain(
      '<style data-href="/assets/Home.css">.home{color:#0b7a3e}</style><link rel="stylesheet" crossorigin href="/assets/Home.css" disabled />',
    );
    // A sheet that could close its element stays a plain link.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/Bad.css" />');
    const hash = `'sha256-${createHash('sha256').update('.home{color:#0b7a3e}').digest('base64')}'`;
    expect(sheetSources(page, sheetOf)).toEqual([hash]);
  });

  it('write JSON that cannot close its script element', () => {
    const json = jsonForScript({ a: '</script><!--\u2028' });
    expect(json).not.toMatch(/[<>\u2028]/);
    expect(JSON.parse(json)).toEqual({ a: '</script><!--\u2028' });
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists the list pages and every product on sale', async () => {
    const res = await app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(res.body).toMatch(/^<\?xml/);
    expect(res.body).toContain(`/productDetails?productSkuId=${skuId}</loc>`);
    expect(res.body).toContain('<loc>http://localhost/promotion</loc>');
  });

  it('lets crawlers read the catalogue and pictures but not the API or a member’s pages', async () => {
    const res = await app.inject({ url: '/robots.txt' });
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toContain('Disallow: /api/\n');
    expect(res.body).toContain('Allow: /api/images/\n');
    expect(res.body).toContain('Disallow: /my\n');
    expect(res.body).toMatch(/Sitemap: http:\/\/localhost(:\d+)?\/sitemap\.xml/);
  });
});
