import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { escapeHtml, jsonForScript } from './seo.html.js';

/** The storefront's server bundle (apps/web/src/ssr/entry-server.tsx, built beside dist). */
interface SsrEntry {
  render(input: {
    url: string;
    locale: Locale;
    fetch: (url: string, init: RequestInit) => Promise<Response>;
    nonce?: string;
  }): Promise<{ html: string; state: unknown; title?: string } | null>;
}

export const SSR_STATE_ID = 'sf-ssr';
/** A page that takes longer than this is sent without markup (the browser draws it). */
const RENDER_BUDGET_MS = 1500;

export interface DrawnPage {
  html: string;
  state: unknown;
  /** The screen's document title as the browser writes it (`<screen> · <shop>`). */
  title?: string;
  /** The screen's own stylesheets (a lazy screen's CSS is not in index.html). */
  styles: string[];
  /**
   * Scripts the page needs before it can be hydrated that index.html does not name: the screen's
   * lazy chunk and the locale's texts. Preloaded, they download beside the entry instead of after
   * it has run.
   */
  scripts?: string[];
}
/** `nonce`: the answer's CSP nonce, carried by React's inline scripts in the markup. */
export type RenderPage = (url: string, locale: Locale, nonce: string) => Promise<DrawnPage | null>;

/** Each server-drawn screen's module in the web build (keys of its Vite manifest). */
const SCREEN_MODULES: Record<string, string> = {
  '/searchList': 'src/features/search/routes/SearchList.tsx',
  '/promotion': 'src/features/promotion/routes/Promotion.tsx',
  '/specialList': 'src/features/special/routes/SpecialList.tsx',
  '/productDetails': 'src/features/product/routes/ProductDetails.tsx',
  '/shoppingCart': 'src/features/cart/routes/ShoppingCart.tsx',
};

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

interface ScreenAssets {
  styles: string[];
  scripts: string[];
}

/**
 * Screen path and locale → the stylesheets of the screen's chunk and of every chunk it imports,
 * those of the imports first, as Vite orders them (antd's global stylesheet, its `:root` colours,
 * before ours, which set the shop's own; in the other order the cart turned antd's blue), and the
 * scripts hydration waits for: those chunks and the locale's texts (ours and antd-mobile's).
 */
export function screenAssets(webDistDir: string): (path: string, locale?: Locale) => ScreenAssets {
  const file = join(webDistDir, '.vite', 'manifest.json');
  const manifest = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>) : {};
  const keyEndingWith = (suffix: string) => Object.keys(manifest).find((k) => k.endsWith(suffix));
  const collect = (key: string, seen: Set<string>, out: ScreenAssets) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    for (const dep of chunk?.imports ?? []) collect(dep, seen, out);
    for (const css of chunk?.css ?? []) out.styles.push(`/${css}`);
    // index.html's own chunk is its entry script, already there.
    if (chunk && key !== 'index.html') out.scripts.push(`/${chunk.file}`);
  };
  return (path, locale) => {
    const out: ScreenAssets = { styles: [], scripts: [] };
    const seen = new Set<string>();
    const screen = SCREEN_MODULES[path];
    if (screen) collect(screen, seen, out);
    if (locale) {
      // Ours (src/i18n/bundles/<locale>.ts), and antd-mobile's pack or ours for Lao and Filipino.
      const texts = [`src/i18n/bundles/${locale}.ts`, `antd-mobile/es/locales/${locale}.js`];
      if (locale === 'lo-LA' || locale === 'fil-PH') texts.push('src/app/antdLocalePacks.ts');
      for (const suffix of texts) {
        const key = keyEndingWith(suffix);
        if (key) collect(key, seen, out);
      }
    }
    return { styles: [...new Set(out.styles)], scripts: [...new Set(out.scripts)] };
  };
}

/**
 * Loads the storefront's server renderer, if it was built; its API reads go through
 * `app.inject`, in-process, with the paths and headers the browser would send.
 */
export async function loadRenderer(app: FastifyInstance, webDistDir: string): Promise<RenderPage | null> {
  const file = join(webDistDir, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(file)) return null;
  let entry: SsrEntry;
  try {
    entry = (await import(pathToFileURL(file).href)) as SsrEntry;
  } catch (err) {
    app.log.warn({ err, file }, 'server renderer not loadable; pages are drawn by the browser');
    return null;
  }
  const fetch = async (url: string, init: RequestInit): Promise<Response> => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((v, k) => (headers[k] = v));
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const type = res.headers['content-type'];
    return new Response(res.rawPayload, {
      status: res.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    });
  };
  const assetsOf = screenAssets(webDistDir);
  return async (url, locale, nonce) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), RENDER_BUDGET_MS)));
    try {
      const page = await Promise.race([entry.render({ url, locale, fetch, nonce }), late]);
      return page && { ...page, ...assetsOf(new URL(url, 'http://localhost').pathname, locale) };
    } catch (err) {
      app.log.warn({ err, url }, 'server rendering failed; the browser draws the page');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}

/** A built stylesheet's text by its path in the page (`/assets/x.css`), read once; none for a sheet that could close its element. */
export function sheetReader(webDistDir: string): (href: string) => string | undefined {
  const texts = new Map<string, string | undefined>();
  return (href) => {
    if (!texts.has(href)) {
      const file = /^\/assets\/[\w.-]+\.css$/.test(href) ? join(webDistDir, href) : null;
      const css = file && existsSync(file) ? readFileSync(file, 'utf8') : undefined;
      texts.set(href, css !== undefined && !/<\/style/i.test(css) ? css : undefined);
    }
    return texts.get(href);
  };
}

/** The CSP sources of the screen's stylesheets written into the page by `withMarkup`. */
export function sheetSources(page: DrawnPage, sheetOf: (href: string) => string | undefined): string[] {
  return page.styles.flatMap((href) => {
    const css = sheetOf(href);
    return css === undefined ? [] : [`'sha256-${createHash('sha256').update(css).digest('base64')}'`];
  });
}

/**
 * The rendered markup inside `<div id="root">` and its state as a JSON block (no script runs). The
 * entry script and its module preloads stay as index.html has them: the page is hydrated as soon
 * as its script arrives, and until then its cards and categories are links the browser follows.
 * The screen's stylesheets are written into the page when `sheetOf` has their text: a phone draws
 * the page without waiting a round trip for each. A disabled link beside each names the file, so
 * the app's chunk loader sees the sheet is there and does not fetch it again; a disabled sheet is
 * neither fetched nor applied.
 */
export function withMarkup(
  html: string,
  page: DrawnPage,
  sheetOf: (href: string) => string | undefined = () => undefined,
): string {
  // A sheet index.html links already is not linked again: a second link of it, later in the page,
  // would put its rules after ours in the cascade.
  // A sheet the build wrote into the page (`<style data-href>`) counts as linked.
  const linked = new Set(
    [...html.matchAll(/<(?:link rel="stylesheet"[^>]*\bhref|style data-href)="([^"]+)"/g)].map((m) => m[1]),
  );
  const preloaded = new Set(
    [...html.matchAll(/<(?:link rel="modulepreload"|script type="module")[^>]*\b(?:href|src)="([^"]+)"/g)].map(
      (m) => m[1],
    ),
  );
  const links = [
    ...page.styles
      .filter((href) => !linked.has(href))
      .map((href) => {
        const css = sheetOf(href);
        const link = `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}"`;
        return css === undefined
          ? `${link} />`
          : `<style data-href="${escapeHtml(href)}">${css}</style>${link} disabled />`;
      }),
    ...(page.scripts ?? [])
      .filter((src) => !preloaded.has(src))
      .map((src) => `<link rel="modulepreload" crossorigin href="${escapeHtml(src)}" />`),
  ];
  return html
    .replace('</head>', () => `${links.map((l) => `  ${l}\n`).join('')}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.html}</div>\n    <script type="application/json" id="${SSR_STATE_ID}">${jsonForScript(page.state)}</script>`,
    );
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', '#x27': "'", '#39': "'" };

/**
 * The CSP sources that let exactly the style attributes of drawn markup apply: a hash of each
 * distinct value, as the browser reads it (entities decoded), with `'unsafe-hashes'`, which limits
 * them to attributes. Anything else in a `style` attribute (an injection) is refused.
 */
export function styleAttributeSources(markup: string): string[] {
  const values = new Set<string>();
  for (const m of markup.matchAll(/\sstyle="([^"]*)"/g)) {
    values.add(m[1]!.replace(/&(amp|quot|lt|gt|#x27|#39);/g, (_, name: string) => ENTITIES[name]!));
  }
  if (!values.size) return [];
  return ["'unsafe-hashes'", ...[...values].map((v) => `'sha256-${createHash('sha256').update(v).digest('base64')}'`)];
}
