import { defineConfig } from 'vitest/config';
import { preactAliases, preactJsx } from './build/preact.ts';

export default defineConfig({
  oxc: preactJsx,
  resolve: {
    alias: [
      // Its `main` is CommonJS, which Node would load with the real react-dom; its ES build goes
      // through Vite and the aliases.
      { find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' },
      ...preactAliases,
    ],
    conditions: ['module', 'browser', 'development'],
    mainFields: ['module', 'main'],
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    css: false,
    restoreMocks: true,
    // Vitest leaves node_modules to Node, where the aliases do not reach: the libraries that
    // import React go through Vite instead, so they get Preact like the app does...
    server: { deps: { inline: true } },
    // ...and the largest of them are bundled once, each into one module (Vite's dependency
    // optimizer, aliases applied): loading antd-mobile's hundreds of modules through the module
    // runner took a second of every test file's set-up. Preact is bundled with them so that the
    // app, the libraries and the tests share one instance (two would mean two sets of hooks).
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: [
            ...['preact', 'preact/hooks', 'preact/jsx-runtime', 'preact/test-utils'],
            ...['preact/compat', 'preact/compat/client', 'preact/compat/server', 'preact/compat/jsx-runtime'],
            ...['antd-mobile', 'antd-mobile-icons', 'react-router', '@tanstack/react-query', '@tanstack/react-virtual'],
            ...['i18next', 'zustand', 'zod', 'libphonenumber-js', 'dompurify', '@testing-library/dom'],
          ],
        },
      },
    },
  },
});
