/* global document -- the function passed to waitForFunction runs in the page */
// The static snapshot of a page: the HTML and CSS as the app draws it for a first-time
// visitor on a phone, scripts removed — the limit for that content, measured by Lighthouse in the
// same run as the app so that `npm run lighthouse` can hold the app's LCP to a multiple of it.
import { createServer, request } from 'node:http';
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';

/** Lighthouse's mobile screen (its default form factor). */
const MOBILE = screenEmulationMetrics.mobile;

/** What makes a page the app's rather than a picture of it: scripts, module preloads, the manifest. */
const SCRIPTED = [
  /<script\b[^>]*>[\s\S]*?<\/script>/gi,
  /<link\b[^>]*rel="(?:modulepreload|manifest)"[^>]*>/gi,
  /\son[a-z]+="[^"]*"/gi,
];

/**
 * Opens each page in a fresh phone-sized context, waits until the app has drawn it and the network
 * is quiet, and keeps its markup without scripts. Its stylesheets, pictures and fonts keep their
 * paths: serveSnapshots answers them from the app's server.
 * @param {string} chromePath
 * @param {string} base the app's origin
 * @param {string[]} paths path and query of each page
 * @returns {Promise<Map<string, string>>} path → HTML
 */
export async function captureSnapshots(chromePath, base, paths, flags) {
  const browser = await chromium.launch({ executablePath: chromePath, args: flags });
  const pages = new Map();
  try {
    for (const path of paths) {
      // Drawn at the size Lighthouse draws it (its mobile emulation): the page keeps what its
      // scripts wrote for this screen (the root font size: a tenth of the width), and a snapshot
      // drawn 390 wide kept a 39 px root font in Lighthouse's 412-wide view.
      const context = await browser.newContext({
        viewport: { width: MOBILE.width, height: MOBILE.height },
        deviceScaleFactor: MOBILE.deviceScaleFactor,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      // React has the page (`#root[data-live]`): it hydrated the server's markup or drew its own.
      await page.waitForFunction(() => {
        const root = document.getElementById('root');
        return !!root && root.hasAttribute('data-live') && root.childElementCount > 0;
      });
      await page.waitForLoadState('networkidle');
      let html = await page.content();
      for (const pattern of SCRIPTED) html = html.replace(pattern, '');
      pages.set(path, html);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return pages;
}

/**
 * Serves the snapshots on a free port of this machine, each at its own path and query, and every
 * other request (stylesheets, pictures, fonts) from the app's server, passed through as it answers
 * (status, headers, compressed body). The page and what it loads are then one origin, as in the
 * app: the app's answers say `Cross-Origin-Resource-Policy: same-origin` (helmet), and a snapshot
 * on its own origin that pointed at the app (a `<base>`) was drawn without any
 * of its CSS or pictures — an unstyled page as the yardstick.
 * @param {Map<string, string>} pages
 * @param {string} base the app's origin
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export async function serveSnapshots(pages, base) {
  const app = new URL(base);
  const server = createServer((req, res) => {
    const html = pages.get(req.url ?? '');
    if (html !== undefined) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
      return;
    }
    const upstream = request(
      {
        host: app.hostname,
        port: app.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: app.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('snapshot server has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
