import type { Plugin } from 'vite';

/** What a bundle chunk tells the guard: rollup's and rolldown's output chunk, reduced. */
export interface ChunkInfo {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  /** The module a lazily imported chunk stands for (a screen's route module). */
  facadeModuleId?: string | null;
  imports?: string[];
  moduleIds?: string[];
}

/**
 * Modules that must not be in the first load (issue 13): zod, and the contract's schema modules
 * (only the contract's zod-free modules — constants, headers, the page title, the generated
 * routes — may be);
 * react-spring and use-gesture, antd-mobile's animation and gesture libraries (~23 kB gzip), which
 * come with its overlays, Swiper, PullToRefresh, Tabs and SpinLoading: the first load shows
 * overlays through lib/overlays and uses components/Carousel, components/Refreshable and
 * components/Tabs.
 */
const FORBIDDEN = [
  /[\\/]node_modules[\\/]zod[\\/]/,
  /[\\/]packages[\\/]contract[\\/]src[\\/](?!(?:constants|headers|title|routes\.gen)\.ts$)/,
  /[\\/]node_modules[\\/]@react-spring[\\/]/,
  /[\\/]node_modules[\\/]@use-gesture[\\/]/,
];

/**
 * The screens the server draws (apps/server/src/modules/seo/seo.ssr.ts, SCREEN_MODULES; Home is in
 * the entry): a visit that lands on one loads its chunk with the entry, before hydration.
 */
const SERVER_DRAWN_SCREENS =
  /[\\/]src[\\/]features[\\/][^\\/]+[\\/]routes[\\/](?:SearchList|Promotion|SpecialList|ProductDetails|ShoppingCart)\.tsx$/;

/**
 * The modules of a first load (each entry chunk and each server-drawn screen's chunk, and every
 * chunk they import statically, as the browser loads them before hydrating) that match FORBIDDEN,
 * as `chunk: module`.
 */
export function forbiddenInFirstLoad(bundle: Record<string, ChunkInfo>): string[] {
  const seen = new Set<string>();
  const stack = Object.values(bundle)
    .filter((c) => c.type === 'chunk' && (c.isEntry || SERVER_DRAWN_SCREENS.test(c.facadeModuleId ?? '')))
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
 * Fails the browser build when a FORBIDDEN module is back in a first load (issue 13): import values
 * from `@storefront/contract/routes` and `/constants`, types with `import type`, schemas only in
 * lazily loaded screens, and antd's animated components only where they are loaded on use.
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
