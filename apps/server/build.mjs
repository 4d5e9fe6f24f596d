// Bundles the server into dist/server.js for `npm start`: our code and the contract (TypeScript
// source) are bundled; npm packages stay external and load from node_modules.
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url);
await rm(new URL('dist', here), { recursive: true, force: true });
await build({
  // The server, and `migrate`/`seed` for a release step run from the same build (docs/deploy.md).
  entryPoints: {
    server: new URL('src/server.ts', here).pathname,
    'db-cli': new URL('src/db/cli.ts', here).pathname,
  },
  outdir: new URL('dist', here).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  // Code loaded by a dynamic import goes in a chunk of its own: lib/tracing.ts (and OpenTelemetry
  // with it) is loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set, after the config is read.
  splitting: true,
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@storefront/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
// Migrations are applied at start, from beside the bundle.
await cp(new URL('src/db/migrations', here), new URL('dist/migrations', here), { recursive: true });
console.log('server built: apps/server/dist/server.js, apps/server/dist/db-cli.js');
