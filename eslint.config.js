import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const dirs = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

/**
 * The architecture (docs/architecture.md), kept by the linter rather than by review:
 * - web and console: a feature never imports another feature; `lib/` and `components/` never import
 *   `features/` or `app/`;
 * - server: a module never imports another module (what two modules share lives in `shared/`);
 *   `lib/`, `plugins/` and `shared/` never import `modules/`; `jobs/`, `ops/` and `db/seed/` use
 *   only a module's services.
 * ESLint's own `no-restricted-imports` matches the import as written; relative imports inside
 * this tree are at most four levels up, so each sibling's name is forbidden at each depth.
 * (eslint-plugin-import-x would resolve paths, but its native resolver's optional packages are
 * not all on this machine's registry, so `npm ci` could not install it.)
 */
const web = './apps/web/src';
const consoleApp = './apps/console/src';
const server = './apps/server/src';
const ups = ['../', '../../', '../../../', '../../../../'];
const siblingsOf = (names, self) => names.filter((n) => n !== self).flatMap((n) => ups.map((up) => `${up}${n}/*`));
/** The web renders with React alone: a Preact import would bring a second renderer. */
const webPaths = [
  { name: 'preact', message: 'The web renders with React.' },
  { name: 'preact/compat', message: 'The web renders with React.' },
  { name: 'preact/hooks', message: 'The web renders with React.' },
];
const restrict = (files, patterns, message, paths = []) => ({
  files,
  ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
  rules: {
    'no-restricted-imports': ['error', { paths, patterns: patterns.length ? [{ group: patterns, message }] : [] }],
  },
});
const webFeatures = dirs(`${web}/features`);
const consoleFeatures = dirs(`${consoleApp}/features`);
const serverModules = dirs(`${server}/modules`);
const boundaries = [
  ...webFeatures.map((f) =>
    restrict(
      [`apps/web/src/features/${f}/**/*.{ts,tsx}`],
      siblingsOf(webFeatures, f),
      'Features do not import each other: move what they share to components/ or lib/.',
      webPaths,
    ),
  ),
  ...consoleFeatures.map((f) =>
    restrict(
      [`apps/console/src/features/${f}/**/*.{ts,tsx}`],
      siblingsOf(consoleFeatures, f),
      'Console features do not import each other: move what they share to components/ or lib/.',
    ),
  ),
  restrict(
    ['apps/web/src/lib/**/*.{ts,tsx}', 'apps/web/src/components/**/*.{ts,tsx}'],
    ['**/features/*', '**/app/*'],
    'lib/ and components/ are below features/ and app/.',
    webPaths,
  ),
  restrict(
    ['apps/web/src/app/**/*.{ts,tsx}', 'apps/web/src/ssr/**/*.{ts,tsx}', 'apps/web/src/*.{ts,tsx}'],
    [],
    '',
    webPaths,
  ),
  ...serverModules.map((m) =>
    restrict(
      [`apps/server/src/modules/${m}/**/*.ts`],
      siblingsOf(serverModules, m),
      'Modules do not import each other: what two modules need lives in shared/.',
    ),
  ),
  restrict(
    ['apps/server/src/lib/**/*.ts', 'apps/server/src/plugins/**/*.ts', 'apps/server/src/shared/**/*.ts'],
    ['**/modules/*'],
    'lib/, plugins/ and shared/ are below the modules.',
  ),
  // Jobs, the ops command and the seed are callers from outside, like routes: they use a module's
  // services, never its repositories or mappers.
  restrict(
    ['apps/server/src/jobs/**/*.ts', 'apps/server/src/ops/**/*.ts', 'apps/server/src/db/seed/**/*.ts'],
    ['**/modules/*/*', '!**/modules/*/*.service.js'],
    'jobs/, ops/ and db/seed/ go through a module’s services (*.service.ts).',
  ),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/migrations/**',
      'data/**',
      '.tmp/**',
      '**/*.d.ts',
      'e2e/screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Type-aware rules (floating or misused promises, unsafe `any`, needless assertions) on every
  // TypeScript file, each checked against the tsconfig that owns it.
  ...tseslint.configs.recommendedTypeCheckedOnly.map((config) => ({ ...config, files: ['**/*.{ts,tsx}'] })),
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['packages/contract/vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // Fastify plugins and hooks are async by contract (an async plugin needs no `done`), many
      // with nothing to await; the rule would ask for callback-style code instead.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  {
    // Tests, e2e and benches read HTTP answers as parsed JSON (`any`) and assert on their shape;
    // typing every body there would add casts, not safety. The promise rules stay on.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', 'e2e/**/*.ts', 'apps/server/bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  ...boundaries,
  {
    // The environment is read in one place (config.ts validates it); elsewhere it is passed in.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    ignores: [
      'apps/server/src/config.ts',
      'apps/**/test/**',
      'apps/**/*.test.{ts,tsx}',
      'apps/server/bench/**',
      'apps/*/vite*.ts',
      'apps/*/vitest*.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read the environment in config.ts only.' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/console/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Scripts and e2e run in Node as plain ESM.
    files: [
      'scripts/**/*.mjs',
      'apps/server/*.mjs',
      'apps/server/test/**/*.mjs',
      'e2e/**/*.{ts,mjs}',
      '.ci/**/*.mjs',
      'eslint.config.js',
    ],
    languageOptions: { globals: globals.node },
  },
);
