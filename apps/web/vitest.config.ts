import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    css: false,
    restoreMocks: true,
    // antd-mobile imports its CSS from its ES modules: Vite loads those (and drops the CSS), Node
    // could not.
    server: { deps: { inline: ['antd-mobile'] } },
  },
});
