import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, SHOP_NAMESPACES, type Namespace } from './namespaces';

/**
 * The shop's screens and the shell are drawn with SHOP_NAMESPACES alone (the other texts download
 * later): a text of another namespace there would show as its key. Read from the code:
 * every module a shop screen or the shell imports, statically or on demand, and every namespace
 * named in it (`'cart:title'`, `` `tabBar:${key}` ``, `useTranslation('offline')`).
 */
const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const routeTable = join(src, 'app/router/routeTable.tsx');

function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const file of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
    if (existsSync(file) && statSync(file).isFile()) return file;
  return null;
}

/** Namespace → the modules naming it, over everything reachable from `entries`. */
function namespacesUsed(entries: string[]): Map<string, Set<string>> {
  const used = new Map<string, Set<string>>();
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    const names = [...code.matchAll(/['"`](\w+):[\w.{$]/g), ...code.matchAll(/useTranslation\(\s*['"](\w+)['"]/g)].map(
      (m) => m[1]!,
    );
    for (const ns of names.filter((n) => (NAMESPACES as readonly string[]).includes(n))) {
      if (!used.has(ns)) used.set(ns, new Set());
      used.get(ns)!.add(relative(src, file));
    }
    // The route table names every screen: only the shop's are followed (below).
    for (const m of code.matchAll(/(?:from|import\s*\(?)\s*['"](\.[^'"]+)['"]/g)) {
      const next = resolveImport(file, m[1]!);
      if (next && next !== routeTable && !/\.test\.tsx?$/.test(next)) queue.push(next);
    }
  }
  return used;
}

/** The screen modules of the routes marked `texts: 'shop'`. */
function shopScreens(): string[] {
  const table = readFileSync(routeTable, 'utf8');
  const routes = table.split(/\n\s*\{\s*path: /).slice(1);
  const shop = routes.filter((r) => /texts: 'shop'/.test(r));
  expect(shop.length).toBeGreaterThanOrEqual(7);
  return shop.map((r) => {
    const lazy = /import\('([^']+)'\)/.exec(r)?.[1];
    const component = /Component: (\w+)/.exec(r)?.[1];
    const spec = lazy ?? new RegExp(`import \\{ ${component} \\} from '([^']+)'`).exec(table)?.[1];
    const file = spec && resolveImport(routeTable, spec);
    if (!file) throw new Error(`no screen module for route ${r.slice(0, 40)}`);
    return file;
  });
}

describe('the shop’s texts', () => {
  it('are all that the shop’s screens and the shell show', () => {
    const used = namespacesUsed([join(src, 'main.tsx'), join(src, 'app/shell/RootLayout.tsx'), ...shopScreens()]);
    const outside = [...used].filter(([ns]) => !(SHOP_NAMESPACES as readonly Namespace[]).includes(ns as Namespace));
    expect(Object.fromEntries(outside.map(([ns, files]) => [ns, [...files]]))).toEqual({});
    // The check reads real code: the shop's screens do name the shop's namespaces.
    expect([...used.keys()].sort()).toEqual([...SHOP_NAMESPACES].sort());
  });
});
