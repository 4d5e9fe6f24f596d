import { defineConfig } from 'vitest/config';

/**
 * The contract's tests are mostly about types (what a caller must pass, what a handler sees), so
 * `npm test` type-checks them too: an `expectTypeOf` that stops holding fails the run, not only `tsc`.
 */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    typecheck: { enabled: true, include: ['test/**/*.test.ts'], tsconfig: './tsconfig.json' },
  },
});
