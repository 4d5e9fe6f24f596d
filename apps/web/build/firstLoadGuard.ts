import { gzipSync } from 'node:zlib';
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
  /** The chunk's code (its gzip size counts towards the first load's cap). */
  code?: string;
}

/** The most a first load may weigh, gzip, over all its scripts (entry, imports, a drawn screen). */
export const FIRST_LOAD_MAX_GZIP = 200 * 1024;

/**
 * Modules that must not be in the first load: zod, and the contract's schema modules
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

/** The chunks a first load fetches: the entries, the server-drawn screens, what they import statically. */
function firstLoadChunks(bundle: Record<string, ChunkInfo>): ChunkInfo[] {
  const seen = new Set<string>();
  const stack = Object.values(bundle)
    .filter((c) => c.type === 'chunk' && (c.isEntry || SERVER_DRAWN_SCREENS.test(c.facadeModuleId ?? '')))
    .map((c) => c.fileName);
  const chunks: ChunkInfo[] = [];
  while (stack.length) {
    const name = stack.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    const chunk = bundle[name];
    if (!chunk || chunk.type !== 'chunk') continue;
    chunks.push(chunk);
    stack.push(...(chunk.imports ?? []));
  }
  return chunks;
}

/** The gzip size of a first load's scripts (every server-drawn screen counted, an upper bound). */
export const firstLoadGzip = (bundle: Record<string, ChunkInfo>): number =>
  firstLoadChunks(bundle).reduce((sum, c) => sum + gzipSync(c.code ?? '').length, 0);

/** Modules of Preact in any chunk: the web renders with React, and one renderer only. */
export const preactIn = (bundle: Record<string, ChunkInfo>): string[] =>
  Object.values(bundle).flatMap((c) =>
    (c.moduleIds ?? [])
      .filter((id) => /[\\/]node_modules[\\/](?:preact|@preact|preact-render-to-string)[\\/]/.test(id))
      .map((id) => `${c.fileName}: ${id}`),
  );

/**
 * The modules of a first load (each entry chunk and each server-drawn screen's chunk, and every
 * chunk they import statically, as the browser loads them before hydrating) that match FORBIDDEN,
 * as `chunk: module`.
 */
export function forbiddenInFirstLoad(bundle: Record<string, ChunkInfo>): string[] {
  return firstLoadChunks(bundle).flatMap((chunk) =>
    (chunk.moduleIds ?? []).filter((id) => FORBIDDEN.some((re) => re.test(id))).map((id) => `${chunk.fileName}: ${id}`),
  );
}

/**
 * Fails the browser build when a FORBIDDEN module is back in a first load: import values
 * from `@storefront/contract/routes` and `/constants`, types with `import type`, schemas only in
 * lazily loaded screens, and antd's animated components only where they are loaded on use.
 */
export function firstLoadGuard(): Plugin {
  return {
    name: 'storefront:first-load-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const found = forbiddenInFirstLoad(bundle);
      const gzip = firstLoadGzip(bundle);
      if (gzip > FIRST_LOAD_MAX_GZIP) {
        this.error(
          `the first load is ${Math.round(gzip / 1024)} kB gzip, over its ${FIRST_LOAD_MAX_GZIP / 1024} kB cap`,
        );
      }
      if (found.length) {
        this.error(
          `zod, the contract's schemas, react-spring or use-gesture are in the first load:\n  ${found
            .slice(0, 10)
            .join('\n  ')}`,
        );
      }
    },
  };
}

/** Fails any build (browser or server) that bundles Preact. */
export function noPreact(): Plugin {
  return {
    name: 'storefront:no-preact',
    apply: 'build',
    generateBundle(_options, bundle) {
      const found = preactIn(bundle);
      if (found.length)
        this.error(`Preact is in the bundle; the web renders with React:\n  ${found.slice(0, 10).join('\n  ')}`);
    },
  };
}
