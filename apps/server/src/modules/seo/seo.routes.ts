import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Country, Locale } from '@storefront/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fillShell } from './seo.html.js';
import { listSkuIdsOnShelf } from './seo.repository.js';
import {
  type DrawnPage,
  loadRenderer,
  sheetReader,
  sheetSources,
  styleAttributeSources,
  withMarkup,
} from './seo.ssr.js';
import {
  type ApiAnswer,
  bootAnswers,
  defaultWarehouseId,
  pageLocale,
  type ProductFacts,
  productHead,
  type ReadApi,
  robotsTxt,
  shopHead,
  shopNameOf,
  sitemapXml,
} from './seo.service.js';

/** Public screens whose HTML carries the boot reads (and their own head); others get the plain shell. */
const SHELL_PAGES = ['/', '/search', '/searchList', '/promotion', '/specialList', '/shoppingCart'];
/** Screens drawn on the server; the browser hydrates them. */
const SSR_PAGES = new Set<string>([
  '/',
  '/searchList',
  '/promotion',
  '/specialList',
  '/productDetails',
  '/shoppingCart',
]);
/** Boot reads change rarely (countries, settings, regions): one read per locale serves many pages. */
const BOOT_TTL_MS = 30_000;
const access = { config: { access: 'public' } };

/**
 * Pages for people and crawlers, outside /api: the storefront's HTML with the boot reads and the
 * page's title, description, OpenGraph and JSON-LD filled in; sitemap.xml and robots.txt.
 */
export async function seoRoutes(app: FastifyInstance) {
  const shellFile = app.config.webDistDir ? join(app.config.webDistDir, 'index.html') : undefined;
  const shell = shellFile && existsSync(shellFile) ? readFileSync(shellFile, 'utf8') : null;
  const sheetOf = app.config.webDistDir ? sheetReader(app.config.webDistDir) : () => undefined;

  // The same answers the storefront would get over the network, read in-process.
  const read: ReadApi = async (r, locale) => {
    const query = new URLSearchParams(
      Object.entries(r.query ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
    const res = await app.inject({
      method: r.method,
      url: `/api${r.path}${query ? `?${query}` : ''}`,
      headers: { 'accept-language': locale, platform: 'H5' },
      ...(r.body ? { payload: r.body } : {}),
    });
    if (res.statusCode !== 200) return null;
    const body = res.json<{ code: number; data: unknown }>();
    return body.code === 200 ? body.data : null;
  };

  const bootCache = new Map<Locale, { at: number; answers: Promise<ApiAnswer[]> }>();
  const boot = (locale: Locale): Promise<ApiAnswer[]> => {
    const hit = bootCache.get(locale);
    if (hit && Date.now() - hit.at < BOOT_TTL_MS) return hit.answers;
    const answers = bootAnswers(read, locale).catch((error: unknown) => {
      app.log.warn({ err: error }, 'boot reads for the page failed; the storefront reads them itself');
      bootCache.delete(locale);
      return [];
    });
    bootCache.set(locale, { at: Date.now(), answers });
    return answers;
  };

  const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;
  const localeOf = (req: FastifyRequest) =>
    pageLocale((req.query as Record<string, unknown>).locale, req.headers['accept-language']);
  /**
   * The page, drawn when `page` is given: React's inline scripts in its markup run by the answer's
   * nonce, its style attributes apply by hash; nothing else inline does.
   */
  const sendHtml = (reply: FastifyReply, html: string, page?: DrawnPage | null, nonce?: string) => {
    const csp = reply.raw.getHeader('content-security-policy');
    if (page && typeof csp === 'string') {
      const styles = [...styleAttributeSources(page.html), ...sheetSources(page, sheetOf)];
      reply.header(
        'content-security-policy',
        csp
          .replace("script-src 'self'", `script-src 'self' 'nonce-${nonce}'`)
          .replace("style-src 'self'", ['style-src', "'self'", ...styles].join(' ')),
      );
    }
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page ? withMarkup(html, page, sheetOf) : html);
  };

  app.get('/robots.txt', access, async (req, reply) => reply.type('text/plain').send(robotsTxt(originOf(req))));
  app.get('/sitemap.xml', access, async (req, reply) =>
    reply.type('application/xml').send(sitemapXml(originOf(req), await listSkuIdsOnShelf(app.db))),
  );
  if (!shell) return;
  const renderPage = SSR_PAGES.size && app.config.webDistDir ? await loadRenderer(app, app.config.webDistDir) : null;

  for (const path of SHELL_PAGES) {
    app.get(path, access, async (req, reply) => {
      const locale = localeOf(req);
      const answers = await boot(locale);
      const nonce = randomBytes(16).toString('base64');
      const page = renderPage && SSR_PAGES.has(path) ? await renderPage(req.url, locale, nonce) : null;
      // A drawn screen's title is the browser's (`<screen> · <shop>`), so it stays when taken over.
      const head = shopHead(locale, originOf(req), path, shopNameOf(answers, locale));
      if (page?.title) head.title = page.title;
      const html = fillShell(shell, { locale, head, embedded: { locale, answers } });
      return sendHtml(reply, html, page, nonce);
    });
  }

  app.get('/productDetails', access, async (req, reply) => {
    const locale = localeOf(req);
    const answers = [...(await boot(locale))];
    const id = Number((req.query as Record<string, unknown>).productSkuId);
    const find = (path: string) => answers.find((a) => a.path === path)?.data;
    const shop = shopNameOf(answers, locale);
    let head = shopHead(locale, originOf(req), '/productDetails', shop);
    if (Number.isSafeInteger(id) && id > 0) {
      const warehouseId = defaultWarehouseId(find('/home/listRegionV2') as never);
      const body = { productSkuId: id, ...(warehouseId ? { warehouseId } : {}) };
      const detail = (await read({ method: 'POST', path: '/sku/detail', body }, locale)) as ProductFacts | null;
      if (detail) {
        answers.push({ method: 'POST', path: '/sku/detail', body, data: detail });
        const countries = (find('/global/base/getCountry') ?? []) as Country[];
        head = productHead(detail, locale, originOf(req), countries, shop);
      } else {
        reply.code(404);
      }
    }
    const html = fillShell(shell, { locale, head, embedded: { locale, answers } });
    const nonce = randomBytes(16).toString('base64');
    const page = renderPage && reply.statusCode === 200 ? await renderPage(req.url, locale, nonce) : null;
    return sendHtml(reply, html, page, nonce);
  });
}
