import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The API server of apps/server; `npm run dev` at the root starts it on 3000. */
const api = { '/api': { target: 'http://localhost:3000', changeOrigin: true } };

/**
 * The console is served by the API server under /console (modules/console), so every asset URL
 * carries that base. Staff work on desks and tablets over office networks: no service worker, no
 * server rendering, one entry with lazy screens.
 */
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  server: { port: 3200, proxy: api },
  preview: { port: 3201, proxy: api },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // antd, React and the router are one shared chunk of ~310 kB gzip (~320 kB with the entry), loaded once and cached for
    // a year: a desk on office broadband, not a phone on mobile data (the shop's budget).
    chunkSizeWarningLimit: 1200,
  },
});
