import { defineConfig } from 'vitest/config';
import { preactAliases, preactJsx } from './build/preact';

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
    // import React go through Vite instead, so they get Preact like the app does.
    server: { deps: { inline: true } },
  },
});
