import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Hashes of the inline scripts of the built index.html (the root font size, the pre-paint styles
 * and dialog, the entry script's starter), so the CSP lets exactly those run and no other inline
 * script: an injected `<script>` or `onerror=` is refused.
 * Read from the file being served, so a change to the script cannot leave a stale hash behind.
 */
export function inlineScriptHashes(html: string): string[] {
  return hashesOf(html, /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi);
}

/** Hashes of the built index.html's `<style>` elements (the entry's stylesheet, written in by the build). */
export function inlineStyleHashes(html: string): string[] {
  return hashesOf(html, /<style\b[^>]*>([\s\S]*?)<\/style>/gi);
}

function hashesOf(html: string, element: RegExp): string[] {
  return [...html.matchAll(element)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
}

/** `https://{s}.tile.example.org/{z}/{x}/{y}.png` → `https://*.tile.example.org` (a subdomain template). */
export const tileOrigin = (template: string): string => {
  const url = new URL(template.replace('{s}', 'subdomain'));
  return `${url.protocol}//${url.host.replace(/^subdomain\./, '*.')}`;
};

function indexHtmlOf(webDistDir: string | undefined): string {
  const file = webDistDir ? join(webDistDir, 'index.html') : undefined;
  return file && existsSync(file) ? readFileSync(file, 'utf8') : '';
}

/**
 * Security headers on every answer, HTML and API alike: a CSP without inline script,
 * no framing (clickjacking), nosniff, a referrer that never carries a path (search words, order
 * ids) to another site. HSTS only on answers that went out over TLS (directly or, with TRUST_PROXY,
 * through a proxy that says so): on a plain-HTTP LAN address it would only break the next visit.
 */
export const securityHeaders = fp(async (app: FastifyInstance) => {
  const indexHtml = indexHtmlOf(app.config.webDistDir);
  const scriptHashes = inlineScriptHashes(indexHtml);
  const styleHashes = inlineStyleHashes(indexHtml);
  // Built once: @fastify/helmet built this middleware, and parsed the CSP, again on every request
  // (~3 % of a cart view's CPU).
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", ...styleHashes],
        // Map tiles (MAP_TILE_URL) are the one cross-origin load, and only pictures.
        imgSrc: ["'self'", 'data:', 'blob:', ...(app.config.mapTileUrl ? [tileOrigin(app.config.mapTileUrl)] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The CSP's frame-ancestors says it for current browsers; X-Frame-Options for older ones.
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    // The storefront loads nothing cross-origin; COEP would only get in the way of future CDNs.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (req, reply, done) => {
    setHeaders(req.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    done(null, payload);
  });
});
