import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import pxtorem from 'postcss-pxtorem';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { COMPILE_HINT, compileHint } from './build/compileHint.ts';
import { firstLoadGuard, noPreact } from './build/firstLoadGuard.ts';
import { inlineEntryCss } from './build/inlineEntryCss.ts';
import { slimIcons } from './build/slimIcons.ts';

/** The API server of apps/server; `npm run dev` at the root starts it on 3000. */
const api = { '/api': { target: 'http://localhost:3000', changeOrigin: true } };

/**
 * Our styles are written in 750-wide design pixels, antd-mobile's in 375-wide ones. The root font
 * size is a tenth of the viewport, so 750 design px = 10rem (rootValue 75) and antd's 375 px =
 * 10rem (rootValue 37.5); converting antd with 75 would squash every component to half size.
 */
export const rootValueFor = (input: { file?: string } | undefined): number =>
  input?.file && /[\\/]node_modules[\\/]antd-mobile[\\/]/.test(input.file) ? 37.5 : 75;

/**
 * Installable and resilient. Only the built files are precached, each by its revision,
 * and a new service worker waits until every tab of the old one is closed (no skipWaiting): a page
 * never gets a mix of old and new files. Pages and catalogue reads go to the network first and
 * fall back to what was last seen; the API's other answers (member, cart, orders) and every
 * non-GET request are never touched by the worker, so an order can only be placed online.
 */
const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: false,
  manifest: {
    name: 'Storefront',
    short_name: 'Storefront',
    description: 'Groceries and merchandise, delivered or ready for pickup.',
    lang: 'en-US',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#0b7a3e',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff,woff2}'],
    // The HTML comes from the server (with its boot reads); the precached shell is the fallback.
    navigateFallback: null,
    // Without this the precache answers `/` with its index.html: a returning visitor's Home was the
    // bare shell (no drawn page, five boot round trips) instead of the server's page.
    directoryIndex: null,
    cleanupOutdatedCaches: true,
    skipWaiting: false,
    clientsClaim: false,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'pages',
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 30, maxAgeSeconds: 7 * 24 * 3600 },
          precacheFallback: { fallbackURL: '/index.html' },
        },
      },
      {
        // Public catalogue reads (GET). Inline: Workbox copies this function into the worker.
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin &&
          /^\/api\/(global\/base\/getCountry|app\/setting\/get|home\/|product\/category\/|promotion\/list|special\/|freight\/activity\/listData|search\/hotWords)/.test(
            url.pathname,
          ),
        handler: 'NetworkFirst',
        method: 'GET',
        options: {
          cacheName: 'catalogue',
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 200, maxAgeSeconds: 24 * 3600 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/images/'),
        handler: 'StaleWhileRevalidate',
        method: 'GET',
        options: {
          cacheName: 'images',
          expiration: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
};

/**
 * Everything the entry imports statically is one chunk. Rolldown's own splitting put
 * each set of modules shared by the entry and a different set of lazy screens in a chunk of its
 * own: Home's first load was 27 files for the entry alone (40 scripts in all, most of 1–3 kB), and
 * every one is a request the main thread starts, a module it instantiates and a task that ends
 * its evaluation. Lazy screens import what they share with the
 * entry from this chunk. The first-load guard below still fails the build if react-spring,
 * use-gesture or zod came in; the group does not take its modules' dependencies on its own
 * (`includeDependenciesRecursively`), so a forbidden module that only a lazy chunk uses stays
 * with that chunk.
 */
const firstLoadInOneChunk = {
  groups: [
    {
      name: 'index',
      tags: ['$initial' as const],
      includeDependenciesRecursively: false,
      test: (id: string) => !/[\\/]node_modules[\\/](?:@react-spring|@use-gesture|zod)[\\/]/.test(id),
    },
  ],
};

/**
 * React Router's production build, for the builds. Its package exports only its development build
 * (remix-run/react-router#14102, open), whose dev-only checks build their warnings' texts on every
 * render of the routes and log to the shoppers' consoles; the two differ in that flag alone. The
 * dev server and the unit tests keep the development build and its warnings.
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * "use client" marks in libraries are for React Server Components, which a browser bundle and a
 * string-rendering server have no use for.
 */
const isUseClientWarning = (warning: { code?: string; message: string }): boolean =>
  warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"');

export default defineConfig(({ command, isSsrBuild }) => ({
  // The server bundle (src/ssr/entry-server.tsx) has no service worker of its own. The React
  // plugin compiles JSX and gives the dev server Fast Refresh.
  plugins: isSsrBuild
    ? [react(), slimIcons(), noPreact()]
    : [react(), slimIcons(), VitePWA(pwaOptions), firstLoadGuard(), noPreact(), compileHint(), inlineEntryCss()],
  // Bundled whole, so the API process needs none of the web's dependencies (nor their CSS imports).
  ssr: { noExternal: true },
  resolve: {
    // Stores read the same on the server, in hydration and after (src/ssr/zustand.ts).
    alias: [
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
      { find: /^zustand$/, replacement: fileURLToPath(new URL('./src/ssr/zustand.ts', import.meta.url)) },
    ],
  },
  css: {
    postcss: {
      plugins: [
        pxtorem({
          rootValue: rootValueFor,
          propList: ['*'],
          // 1px hairlines stay physical pixels, as designers expect.
          minPixelValue: 2,
          // *.px.css holds physical sizes that must not scale down (44px minimum tap targets).
          exclude: /\.px\.css$/,
        }),
      ],
    },
  },
  server: { port: 3100, proxy: api },
  preview: { port: 3101, proxy: api },
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    // The server links a server-drawn screen's own CSS in the page (modules/seo/seo.ssr.ts).
    manifest: !isSsrBuild,
    rolldownOptions: {
      onwarn(warning, warn) {
        if (!isUseClientWarning(warning)) warn(warning);
      },
      // V8's explicit compile hint (build/compileHint.ts): every function of a chunk is compiled
      // as the chunk is downloaded, on a background thread, instead of on the main thread the
      // first time it is called. A chunk is loaded only when its screen needs it, and a first
      // visit calls most of what it loads.
      output: isSsrBuild ? {} : { postBanner: COMPILE_HINT, codeSplitting: firstLoadInOneChunk },
    },
  },
}));
