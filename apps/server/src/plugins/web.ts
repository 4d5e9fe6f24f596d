import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { sendRouteNotFound } from './envelope.js';

/**
 * Built assets of the storefront (/assets/) and of the console (/console/assets/): a name that is
 * not there is an old or a newer build's, never a page.
 */
const ASSET_PATH = /^\/(?:console\/)?assets\//;

/**
 * Serves the built storefront beside the API. Any GET that is not an API call and not a file gets
 * index.html (history fallback), so every route of the spec loads by direct link. A missing asset
 * is a 404: during a rolling deploy a page of the new build may ask an old node for a script it
 * does not have, and index.html in its place would break the page (the web reloads once on the
 * failed load instead, and the load balancer's next try may reach a new node). The 404 is not
 * stored by any cache, so the same URL works once every node has the build.
 */
export const webPlugin = fp<{ webDistDir: string | undefined }>(async (app, { webDistDir }) => {
  const hasWeb = !!webDistDir && existsSync(join(webDistDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      // "/" is a page of the seo module (with its boot reads); index.html stays the fallback.
      index: false,
      // Vite puts content hashes in asset names, so they never change: cache them for a year.
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.includes(`${join('dist', 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else if (webDistDir) {
    app.log.warn({ webDistDir }, 'no built storefront found; serving the API only');
  }

  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url === '/api' || req.url.startsWith('/api/') || req.url.startsWith('/api?');
    if (ASSET_PATH.test(req.url)) {
      return reply.header('cache-control', 'no-store').code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (hasWeb && !isApi && (req.method === 'GET' || req.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendRouteNotFound(req, reply);
  });
});
