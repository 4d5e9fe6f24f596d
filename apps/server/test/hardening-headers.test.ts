import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes, inlineStyleHashes, tileOrigin } from '../src/plugins/security-headers.js';
import { createTestApp } from './support/app.js';

const INLINE = "(function(){document.documentElement.style.fontSize='39px'})();";
const SHEET = 'body{margin:0}';
let app: FastifyInstance;
let proxied: FastifyInstance;
beforeAll(async () => {
  const dist = await mkdtemp(join(tmpdir(), 'sf-web-'));
  await writeFile(
    join(dist, 'index.html'),
    `<!doctype html><html><head><script>${INLINE}</script><script type="module" src="/assets/a.js"></script><style data-href="/assets/a.css">${SHEET}</style></head><body></body></html>`,
  );
  app = await createTestApp({ WEB_DIST_DIR: dist });
  proxied = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(async () => {
  await app.close();
  await proxied.close();
});

const cspOf = (headers: Record<string, unknown>) => {
  const csp = (headers['content-security-policy'] as string | undefined) ?? '';
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  ) as Record<string, string[]>;
};

describe('security headers', () => {
  it.each([
    ['the storefront HTML', '/'],
    ['a deep link', '/productDetails?productSkuId=1'],
    ['an API answer', '/api/health'],
    ['an API error', '/api/no/such/route'],
  ])('%s carries the CSP, no framing, nosniff and a referrer policy', async (_name, url) => {
    const res = await app.inject({ url });
    const csp = cspOf(res.headers);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    // Pictures only from here, and the map tiles' origin (MAP_TILE_URL's default).
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['style-src']).not.toContain("'unsafe-inline'");
    // Plain-HTTP LAN addresses must keep working: nothing may force https.
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets exactly the inline script of the served index.html run, by its hash', async () => {
    const res = await app.inject({ url: '/' });
    expect(res.body).toContain(INLINE);
    const [hash] = inlineScriptHashes(res.body);
    expect(cspOf(res.headers)['script-src']).toEqual(["'self'", hash]);
  });

  it('applies exactly the stylesheet the build wrote into index.html, by its hash', async () => {
    const res = await app.inject({ url: '/' });
    const [hash] = inlineStyleHashes(res.body);
    expect(hash).toMatch(/^'sha256-/);
    expect(cspOf(res.headers)['style-src']).toEqual(["'self'", hash]);
    // Any other `<style>` (an injection) has another hash and is refused.
    expect(inlineStyleHashes('<style>body{display:none}</style>')).not.toContain(hash);
  });

  it('sends HSTS only when the request came over TLS', async () => {
    const plain = await proxied.inject({ url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const tls = await proxied.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    // Without a trusted proxy, a caller cannot claim TLS.
    const claimed = await app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps the stricter own CSP of generated pictures', async () => {
    const res = await app.inject({ url: '/api/images/fruit/20.svg' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });
});

// The built storefront must run under this CSP: its inline scripts and its one stylesheet are
// hashed (above), and its markup has no style attribute or handler (checked in Chromium by hand:
// no CSP violation on any screen).
const builtIndex = join(import.meta.dirname, '../../web/dist/index.html');
describe.skipIf(!existsSync(builtIndex))('the built storefront', () => {
  it('has one stylesheet, hashed, and no style attribute or event handler in its index.html', () => {
    const html = readFileSync(builtIndex, 'utf8');
    expect(html.match(/<style[\s>]/gi)).toHaveLength(1);
    expect(inlineStyleHashes(html)).toHaveLength(1);
    expect(html).not.toMatch(/\sstyle=/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});

describe('the map tiles in the CSP', () => {
  it('allow the tile server origin only, a {s} subdomain template as a wildcard', () => {
    expect(tileOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileOrigin('https://{s}.tiles.example.com:8443/v1/{z}/{x}/{y}.png?key=k')).toBe(
      'https://*.tiles.example.com:8443',
    );
  });
});
