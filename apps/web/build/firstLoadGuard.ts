import type { Plugin } from 'vite';

/** What a bundle chunk tells the guard: rollup's and rolldown's output chunk, reduced. */
export interface ChunkInfo {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  imports?: string[];
  moduleIds?: string[];
}

/**
 * Modules that must not be in the first load (issue 13): zod, and the contract's schema modules
 * (only the contract's zod-free modules — constants, headers, the generated routes — may be);
 * react-spring and use-gesture, antd-mobile's animation and gesture libraries (~23 kB gzip), which
 * come with its overlays, Swiper, PullToRefresh, Tabs and SpinLoading: the first load shows
 * overlays through lib/overlays and uses components/Carousel and components/Refreshable.
 */
const FORBIDDEN = [
  /[\\/]node_modules[\\/]zod[\\/]/,
  /[\\/]packages[\\/]contract[\\/]src[\\/](?!(?:constants|headers|routes\.gen)\.ts$)/,
  /[\\/]node_modules[\\/]@react-spring[\\/]/,
  /[\\/]node_modules[\\/]@use-gesture[\\/]/,
];

/**
 * The modules of the first load (each entry chunk and every chunk it imports statically, as the
 * browser loads them before running the entry) that match FORBIDDEN, as `chunk: module`.
 */
export function forbiddenInFirstLoad(bundle: Record<string, ChunkInfo>): string[] {
  const seen = new Set<string>();
  const stack = Object.values(bundle)
    .filter((c) => c.type === 'chunk' && c.isEntry)
    .map((c) => c.fileName);
  const found: string[] = [];
  while (stack.length) {
    const name = stack.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    const chunk = bundle[name];
    if (!chunk || chunk.type !== 'chunk') continue;
    for (const id of chunk.moduleIds ?? []) if (FORBIDDEN.some((re) => re.test(id))) found.push(`${name}: ${id}`);
    stack.push(...(chunk.imports ?? []));
  }
  return found;
}

/**
 * Fails the browser build when zod or a schema module of the contract is back in the first load
 * (issue 13): import values from `@storefront/contract/routes` and `/constants`, types with
 * `import type`, and schemas only in lazily loaded screens.
 */
export function firstLoadGuard(): Plugin {
  return {
    name: 'storefront:first-load-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const found = forbiddenInFirstLoad(bundle);
      if (found.length) {
        this.error(
          `zod, the contract's schemas, react-spring or use-gesture are in the first load (issue 13, docs/decisions.md):\n  ${found
            .slice(0, 10)
            .join('\n  ')}`,
        );
      }
    },
  };
}
