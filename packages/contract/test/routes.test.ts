import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import * as contract from '../src/index.js';
import * as routes from '../src/routes.gen.js';
import type { DataOf, EndpointOf } from '../src/endpoint.js';
import { endpointsOf, readRoutesFile, renderRoutes } from '../scripts/gen-routes.js';

describe('routes.gen.ts', () => {
  it('is what gen-routes writes from the endpoints today', () => {
    // Stale? Run `npm run gen:routes -w @storefront/contract` and commit the file.
    expect(readRoutesFile()).toBe(renderRoutes(contract));
  });

  it('has every endpoint, with its method, path and access, under its name', () => {
    const endpoints = endpointsOf(contract);
    expect(endpoints.length).toBeGreaterThan(50);
    expect(Object.keys(routes).sort()).toEqual(endpoints.map(([name]) => name));
    for (const [name, e] of endpoints) {
      expect(routes[name as keyof typeof routes]).toEqual({ name, method: e.method, path: e.path, access: e.access });
    }
  });

  it('types a route by its endpoint', () => {
    expectTypeOf<EndpointOf<typeof routes.getCountry>>().toEqualTypeOf<typeof contract.getCountry>();
    expectTypeOf<DataOf<EndpointOf<typeof routes.getSettings>>>().toEqualTypeOf<contract.AppSettings>();
    expectTypeOf<(typeof routes.getMemberInfo)['access']>().toEqualTypeOf<'member'>();
  });
});

describe('zod-free modules', () => {
  it('import nothing that imports zod', () => {
    const read = (file: string) => readFileSync(new URL(`../src/${file}`, import.meta.url), 'utf8');
    const valueImports = (src: string) =>
      [...src.matchAll(/^(?:import|export)(?!\s+type\b)[^'"]*from\s+'([^']+)'/gm)].map((m) => m[1]!);
    const seen = new Set<string>();
    const walk = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const src = read(file);
      expect(src, `${file} must not import zod`).not.toMatch(/from\s+'zod'/);
      for (const spec of valueImports(src)) {
        expect(spec.startsWith('./'), `${file} imports ${spec}`).toBe(true);
        walk(spec.slice(2).replace(/\.js$/, '.ts'));
      }
    };
    walk('constants.ts');
    walk('routes.gen.ts');
    expect([...seen].sort()).toEqual(['constants.ts', 'headers.ts', 'routes.gen.ts']);
  });
});

type Def = { type: string; coerce?: boolean; [key: string]: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/**
 * What in a schema makes its output differ from its input: a default, a transform, a coercion…
 * In production the web uses an answer as it came (its check against the schema runs later), so
 * no answer schema may rely on one.
 */
function reshaping(schema: z.ZodType, path: string, seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const inner = (s: unknown, p: string) => reshaping(s as z.ZodType, p, seen);
  const here = ['default', 'prefault', 'catch', 'transform', 'pipe', 'preprocess'].includes(def.type) || def.coerce;
  const found = here ? [`${path}: ${def.type}${def.coerce ? ' (coerce)' : ''}`] : [];
  switch (def.type) {
    case 'object':
      for (const [k, v] of Object.entries(def.shape as Record<string, unknown>))
        found.push(...inner(v, `${path}.${k}`));
      if (def.catchall) found.push(...inner(def.catchall, `${path}[*]`));
      break;
    case 'array':
      found.push(...inner(def.element, `${path}[]`));
      break;
    case 'optional':
    case 'nullable':
    case 'readonly':
    case 'nonoptional':
    case 'default':
    case 'prefault':
    case 'catch':
      found.push(...inner(def.innerType, path));
      break;
    case 'pipe':
      found.push(...inner(def.in, path), ...inner(def.out, path));
      break;
    case 'union':
      (def.options as unknown[]).forEach((o, i) => found.push(...inner(o, `${path}|${i}`)));
      break;
    case 'intersection':
      found.push(...inner(def.left, path), ...inner(def.right, path));
      break;
    case 'tuple':
      (def.items as unknown[]).forEach((o, i) => found.push(...inner(o, `${path}[${i}]`)));
      if (def.rest) found.push(...inner(def.rest, `${path}[...]`));
      break;
    case 'record':
    case 'map':
      found.push(...inner(def.keyType, `${path}{key}`), ...inner(def.valueType, `${path}{}`));
      break;
    case 'set':
      found.push(...inner(def.valueType, `${path}{}`));
      break;
    case 'lazy':
      found.push(...inner((def.getter as () => unknown)(), path));
      break;
    case 'promise':
      found.push(...inner(def.innerType, path));
      break;
  }
  return found;
}

describe('answer schemas', () => {
  it('give back what they are given: no default or transform in any data schema', () => {
    // A coercion is allowed: the server serialises every answer through the same schema, so what
    // arrives is already its output (a number), and coercing a number again gives the same number.
    const found = endpointsOf(contract)
      .flatMap(([name, e]) => reshaping(e.data, name))
      .filter((f) => !f.endsWith('(coerce)'));
    expect(found).toEqual([]);
  });

  it('the walker finds what it looks for', async () => {
    const { z } = await import('zod');
    expect(reshaping(z.object({ a: z.array(z.string().default('x')) }), 'e')).toEqual(['e.a[]: default']);
    expect(reshaping(z.object({ a: z.string().transform((s) => s.length) }), 'e')).toEqual([
      'e.a: pipe',
      'e.a: transform',
    ]);
    expect(reshaping(z.tuple([z.coerce.number()]), 'e')).toEqual(['e[0]: number (coerce)']);
  });
});

describe('isFieldErrors', () => {
  it('agrees with fieldErrorsSchema', () => {
    const samples: unknown[] = [
      { fields: [] },
      { fields: [{ path: 'a', message: 'm' }] },
      { fields: [{ path: 'a.b', message: 'm', extra: 1 }], other: true },
      { fields: [{ path: 1, message: 'm' }] },
      { fields: [{ path: 'a' }] },
      { fields: [null] },
      { fields: [[]] },
      { fields: {} },
      { fields: 'x' },
      {},
      [],
      null,
      undefined,
      'fields',
      42,
    ];
    for (const s of samples) {
      expect(contract.isFieldErrors(s), JSON.stringify(s)).toBe(contract.fieldErrorsSchema.safeParse(s).success);
    }
  });
});
