import type { Alias, UserConfig } from 'vite';

/**
 * The web renders with Preact 11 through `preact/compat` (issue 13, docs/decisions.md): our code
 * and every React library (antd-mobile, React Router, React Query, Testing Library)
 * import `react`, and get Preact. react-dom alone was 59 kB gzip of a visit's 130 kB budget.
 * One list for the client build, the server build and the unit tests, so all three run the same
 * renderer.
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  // React 17's stand-in for useSyncExternalStore (antd-mobile): Preact has the hook.
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
];

/**
 * JSX compiles to the automatic runtime of `react` (aliased above), by Vite's own Oxc transform:
 * no plugin in the builds and the unit tests. The dev server adds Prefresh for hot updates.
 */
export const preactJsx: UserConfig['oxc'] = { jsx: { runtime: 'automatic', importSource: 'react' } };

/**
 * Two build warnings that are about React, not us: "use client" marks (for React Server
 * Components, which a browser bundle has no use for), and React Router probing for
 * `useOptimistic`, which Preact lacks and for which the router has its own fallback.
 */
export const isReactOnlyWarning = (warning: { code?: string; message: string }): boolean =>
  (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) ||
  (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic'));
