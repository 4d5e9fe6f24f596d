import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { tileOrigin } from '../../plugins/security-headers.js';

/** Where the console lives on the server; its build's asset URLs carry the same base (apps/console/vite.config.ts). */
export const CONSOLE_BASE = '/console';
const NONCE_META = /(<meta name="csp-nonce" content=")[^"]*(")/;

/**
 * The shop's CSP with one difference: antd 6 styles its components with `<style>` elements it
 * writes at run time, which `style-src 'self'` refuses. The console's pages allow the styles that
 * carry this response's nonce, and nothing else inline; scripts stay `'self'` only. The shop's
 * own pages keep their stricter policy (plugins/security-headers.ts). Like the shop's, the map
 * tiles' origin (MAP_TILE_URL) is the one cross-origin load, and only of pictures: the order page
 * shows the delivery address on a map.
 */
export const consoleCsp = (nonce: string, mapTileUrl: string | null = null): string =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    `style-src 'self' 'nonce-${nonce}'`,
    ["img-src 'self' data: blob:", ...(mapTileUrl ? [tileOrigin(mapTileUrl)] : [])].join(' '),
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/**
 * Serves the staff console built to `consoleDistDir` under /console: its hashed assets with a
 * year's cache, and its index.html for every other path (the console's client routes) with a fresh
 * nonce written into `<meta name="csp-nonce">` for antd, and the CSP that allows it.
 */
export async function consoleRoutes(
  app: FastifyInstance,
  { consoleDistDir, mapTileUrl }: { consoleDistDir: string | undefined; mapTileUrl: string | null },
) {
  const indexFile = consoleDistDir && join(consoleDistDir, 'index.html');
  if (!consoleDistDir || !indexFile || !existsSync(indexFile)) {
    if (consoleDistDir) app.log.warn({ consoleDistDir }, 'no built console found; /console is not served');
    return;
  }
  const template = readFileSync(indexFile, 'utf8');
  if (!NONCE_META.test(template)) throw new Error(`${indexFile} has no <meta name="csp-nonce"> for the CSP nonce`);

  await app.register(fastifyStatic, {
    root: consoleDistDir,
    prefix: `${CONSOLE_BASE}/`,
    // Files are listed once at start; the page itself is served below, with its nonce.
    wildcard: false,
    index: false,
    allowedPath: (pathName) => pathName !== '/index.html',
    decorateReply: false,
    setHeaders: (reply, path) => {
      reply.header(
        'cache-control',
        path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  const page = (reply: FastifyReply) => {
    const nonce = randomBytes(16).toString('base64');
    return (
      reply
        .type('text/html; charset=utf-8')
        // The nonce is for this answer only: a stored copy must never be served again.
        .header('cache-control', 'no-store')
        .header('content-security-policy', consoleCsp(nonce, mapTileUrl))
        .send(template.replace(NONCE_META, `$1${nonce}$2`))
    );
  };
  app.get(CONSOLE_BASE, (_req, reply) => page(reply));
  app.get<{ Params: { '*': string } }>(`${CONSOLE_BASE}/*`, (req, reply) =>
    // A missing asset (an old build's hash) is a 404, never the page: a script must not get HTML.
    req.params['*'].startsWith('assets/') ? reply.callNotFound() : page(reply),
  );
}
