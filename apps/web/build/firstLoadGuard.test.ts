import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_MAX_GZIP, firstLoadGzip, forbiddenInFirstLoad, preactIn, type ChunkInfo } from './firstLoadGuard';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false): ChunkInfo => ({
  type: 'chunk',
  fileName,
  isEntry,
  imports,
  moduleIds,
});
const bundleOf = (...chunks: ChunkInfo[]) => Object.fromEntries(chunks.map((c) => [c.fileName, c]));

describe('forbiddenInFirstLoad', () => {
  it('follows the entry’s static imports and finds zod and schema modules there', () => {
    const found = forbiddenInFirstLoad(
      bundleOf(
        chunk('index.js', ['/w/apps/web/src/main.tsx'], ['http.js'], true),
        chunk('http.js', ['/w/node_modules/zod/v4/core/core.js', '/w/packages/contract/src/cart.ts'], ['index.js']),
      ),
    );
    expect(found).toEqual([
      'http.js: /w/node_modules/zod/v4/core/core.js',
      'http.js: /w/packages/contract/src/cart.ts',
    ]);
  });

  it('allows the zod-free contract modules, and anything only a lazy chunk holds', () => {
    const found = forbiddenInFirstLoad(
      bundleOf(
        chunk('index.js', ['/w/packages/contract/src/constants.ts', '/w/packages/contract/src/headers.ts'], [], true),
        chunk('routes.js', ['/w/packages/contract/src/routes.gen.ts']),
        chunk('src.js', ['/w/node_modules/zod/index.js', '/w/packages/contract/src/index.ts']),
      ),
    );
    expect(found).toEqual([]);
  });

  it('finds antd-mobile’s animation and gesture libraries in the first load, not in a lazy chunk', () => {
    const found = forbiddenInFirstLoad(
      bundleOf(
        chunk('index.js', ['/w/apps/web/src/main.tsx'], ['Home.js'], true),
        chunk('Home.js', ['/w/node_modules/@react-spring/core/dist/react-spring_core.modern.mjs']),
        chunk('Cart.js', ['/w/node_modules/@use-gesture/react/dist/use-gesture-react.esm.js']),
      ),
    );
    expect(found).toEqual(['Home.js: /w/node_modules/@react-spring/core/dist/react-spring_core.modern.mjs']);
  });

  it('counts a server-drawn screen’s chunk as a first load, and leaves other screens alone', () => {
    const found = forbiddenInFirstLoad(
      bundleOf(
        chunk('index.js', ['/w/apps/web/src/main.tsx'], [], true),
        {
          ...chunk('Promotion.js', ['/w/apps/web/src/features/promotion/routes/Promotion.tsx'], ['tabs.js']),
          facadeModuleId: '/w/apps/web/src/features/promotion/routes/Promotion.tsx',
        },
        chunk('tabs.js', ['/w/node_modules/@react-spring/web/dist/react-spring_web.modern.mjs']),
        {
          ...chunk('OrderList.js', ['/w/node_modules/@use-gesture/react/dist/use-gesture-react.esm.js']),
          facadeModuleId: '/w/apps/web/src/features/order/routes/OrderList.tsx',
        },
      ),
    );
    expect(found).toEqual(['tabs.js: /w/node_modules/@react-spring/web/dist/react-spring_web.modern.mjs']);
  });
});

describe('preactIn', () => {
  it('finds Preact in any chunk, lazy ones too', () => {
    const found = preactIn(
      bundleOf(
        chunk('index.js', ['/w/node_modules/react-dom/cjs/react-dom-client.production.js'], [], true),
        chunk('lazy.js', ['/w/node_modules/preact/compat/dist/compat.module.js']),
      ),
    );
    expect(found).toEqual(['lazy.js: /w/node_modules/preact/compat/dist/compat.module.js']);
  });
});

describe('firstLoadGzip', () => {
  it('counts the gzip size of the entry and what it imports, not of lazy chunks', () => {
    const random = (n: number) => Array.from({ length: n }, (_, i) => ((i * 7919) % 251).toString(36)).join('');
    const entry = { ...chunk('index.js', [], ['shared.js'], true), code: random(4000) };
    const shared = { ...chunk('shared.js', []), code: random(4000) };
    const lazy = { ...chunk('lazy.js', []), code: random(400000) };
    const size = firstLoadGzip(bundleOf(entry, shared, lazy));
    expect(size).toBeGreaterThan(0);
    expect(size).toBeLessThan(FIRST_LOAD_MAX_GZIP);
    expect(firstLoadGzip(bundleOf({ ...entry, imports: ['lazy.js'] }, lazy))).toBeGreaterThan(size);
  });
});
