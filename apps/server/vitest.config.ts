import { defineConfig } from 'vitest/config';

/**
 * The server suite runs on the embedded PGlite always, and again on PostgreSQL when
 * TEST_DATABASE_URL is set (CI does), so both databases are proven by the same tests.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are memory-hungry (DESIGN/STACK notes): two files at a time on two cores.
    maxWorkers: 2,
    // Files of a worker share its module cache: each file used to import the whole app again
    // (~1.1 s, 220 s summed over a CI run). Safe because all app state lives on the app instance or
    // is keyed by its database (the module-level maps are pure caches: Intl formatters, formatted
    // amounts, a content-keyed category index), and every test builds its own app.
    isolate: false,
    projects: [
      { extends: true, test: { name: 'pglite', globalSetup: ['test/support/setup-pglite.ts'] } },
      ...(postgresUrl
        ? [{ extends: true as const, test: { name: 'postgres', globalSetup: ['test/support/setup-postgres.ts'] } }]
        : []),
    ],
  },
});
