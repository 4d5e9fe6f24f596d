import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import pxtorem from 'postcss-pxtorem';

/** The API server of apps/server; `npm run dev` at the root starts it on 3000. */
const api = { '/api': { target: 'http://localhost:3000', changeOrigin: true } };

/**
 * Our styles are written in 750-wide design pixels, antd-mobile's in 375-wide ones. The root font
 * size is a tenth of the viewport, so 750 design px = 10rem (rootValue 75) and antd's 375 px =
 * 10rem (rootValue 37.5); converting antd with 75 would squash every component to half size.
 */
export const rootValueFor = (input: { file?: string } | undefined): number =>
  input?.file && /[\\/]node_modules[\\/]antd-mobile[\\/]/.test(input.file) ? 37.5 : 75;

export default defineConfig({
  plugins: [react()],
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
  build: { outDir: 'dist', emptyOutDir: true },
});
