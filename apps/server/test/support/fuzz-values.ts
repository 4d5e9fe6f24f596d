import fc from 'fast-check';
import { z } from 'zod';

/**
 * Values for the fuzz test (reliability-fuzz.test.ts): plausible inputs generated from an
 * endpoint's zod schema (through its JSON Schema, the input side), then hostile edits applied at
 * random places in them. Plausible first, because a wholly random body stops at the first schema
 * check; an edit deep inside an otherwise valid body reaches the handler and the database.
 */

type Json = Record<string, unknown>;

/** The input side of a contract schema as JSON Schema; what zod cannot express becomes "anything". */
export const jsonSchemaOf = (schema: z.ZodType): Json =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', reused: 'inline', cycles: 'ref' });

const regexArbitrary = (pattern: string, maxLength: number) => {
  try {
    return fc.stringMatching(new RegExp(pattern)).filter((s) => s.length <= Math.max(maxLength, 1));
  } catch {
    return fc.string({ maxLength: Math.min(maxLength, 40) }); // a pattern fast-check cannot read
  }
};

/** A value that mostly satisfies `s` (refinements JSON Schema cannot carry are not honoured). */
export function plausible(s: Json, root: Json = s, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  const next = (inner: unknown) => plausible((inner ?? {}) as Json, root, depth + 1);
  if (typeof s.$ref === 'string') {
    const target = s.$ref === '#' ? root : (root.$defs as Json | undefined)?.[s.$ref.replace('#/$defs/', '')];
    return next(target);
  }
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  for (const k of ['anyOf', 'oneOf'] as const) {
    if (Array.isArray(s[k])) return fc.oneof(...(s[k] as Json[]).map(next));
  }
  if (Array.isArray(s.allOf) && s.allOf.length) return next(s.allOf[0]);
  if (Array.isArray(s.type)) return fc.oneof(...(s.type as string[]).map((type) => next({ ...s, type })));
  const num = (k: string) => (typeof s[k] === 'number' ? s[k] : undefined);
  switch (s.type) {
    case 'string': {
      const maxLength = Math.min(num('maxLength') ?? 40, 60);
      if (typeof s.pattern === 'string') return regexArbitrary(s.pattern, num('maxLength') ?? 200);
      if (s.format === 'email') return fc.emailAddress();
      return fc.string({ minLength: Math.min(num('minLength') ?? 0, maxLength), maxLength, unit: 'grapheme' });
    }
    case 'integer': {
      const min = Math.max(num('minimum') ?? (num('exclusiveMinimum') ?? -1_000_001) + 1, -1_000_000);
      const max = Math.min(num('maximum') ?? (num('exclusiveMaximum') ?? 1_000_001) - 1, 1_000_000);
      return fc.integer({ min: Math.min(min, max), max: Math.max(min, max) });
    }
    case 'number': {
      const min = Math.max(num('minimum') ?? num('exclusiveMinimum') ?? -1e6, -1e6);
      const max = Math.min(num('maximum') ?? num('exclusiveMaximum') ?? 1e6, 1e6);
      return fc.double({ min: Math.min(min, max), max: Math.max(min, max), noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(next(s.items), {
        minLength: Math.min(num('minItems') ?? 0, 4),
        maxLength: Math.max(Math.min(num('maxItems') ?? 4, 4), Math.min(num('minItems') ?? 0, 4)),
      });
    case 'object': {
      const props = (s.properties ?? {}) as Json;
      const required = new Set((s.required as string[] | undefined) ?? []);
      const record = Object.fromEntries(Object.keys(props).map((k) => [k, next(props[k])]));
      // Optional fields are left out about half the time, as callers do.
      return fc.record(record, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Big values travel through fast-check as small markers (so a failure report stays readable and
 * shrinking stays quick) and are expanded only in the JSON text or query sent: `expandMarkers`.
 */
const marker = (kind: 'deepArray' | 'deepObject' | 'longArray' | 'repeat', n: number, unit = '') =>
  `@@fuzz:${kind}:${n}:${unit}@@`;
const MARKER = /"?@@fuzz:(\w+):(\d+):(.*?)@@"?/gs;

/** The JSON text (or a query value) with every marker replaced by the big value it stands for. */
export const expandMarkers = (text: string, quoted = true) =>
  text.replace(MARKER, (_, kind: string, count: string, unit: string) => {
    const n = Number(count);
    if (kind === 'deepArray') return `${'['.repeat(n)}1${']'.repeat(n)}`;
    if (kind === 'deepObject') return `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
    if (kind === 'longArray') return `[${Array.from({ length: n }, (_v, i) => i).join(',')}]`;
    return quoted ? `"${unit.repeat(n)}"` : unit.repeat(n);
  });

const repeat = (unit: string, n: number) => marker('repeat', n, unit);

/** Strings that have broken servers: encodings, NaN-likes, controls, bidi, huge. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '-0',
  '0x1F',
  '1_000',
  '１２３',
  '٣',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\uD800',
  'x\uDC00y',
  '\u202Egnp.exe',
  '\u200F\u200E\u061C',
  '\u200B\u200D\u2060',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0301\u0301',
  '\uFEFFbom',
  '𠜎𠜱𠝹',
  "'; drop table member; --",
  '%00%ff',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '\r\nSet-Cookie: x=1',
  '2026-02-30',
  '25:99',
  repeat('ก', 5_000),
  repeat('x', 100_000),
  repeat('😀', 30_000),
];

export const HOSTILE_NUMBERS = [
  -1,
  0,
  -0,
  0.5,
  -0.000001,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  1e-300,
  Number.EPSILON,
];

/** A value of the wrong kind, size or shape, to put where a field was. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(null, true, false, [], {}, [null], { '': '' }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.integer({ min: 1, max: 4 }).map((k) => marker(k % 2 ? 'deepArray' : 'deepObject', 10 ** k)),
  fc.integer({ min: 2, max: 5 }).map((k) => marker('longArray', 10 ** k)),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Keys to add next to the declared ones: prototype pollution and look-alikes. */
const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'extra', '', 'id', '$where', 'a.b', '\u0000'];

export interface Edit {
  /** Which node of the value (modulo the node count). */
  at: number;
  op: 'replace' | 'delete' | 'add';
  value: unknown;
  key: string;
}

export const editArbitrary: fc.Arbitrary<Edit> = fc.record({
  at: fc.nat(),
  op: fc.constantFrom('replace', 'replace', 'delete', 'add'),
  value: hostileValue,
  key: fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 12 })),
});

type Node = { parent: Json | unknown[] | null; key: string | number };

function nodesOf(value: unknown, parent: Node['parent'], key: Node['key'], out: Node[], depth = 0) {
  out.push({ parent, key });
  if (depth > 8 || value === null || typeof value !== 'object') return;
  for (const [k, v] of Object.entries(value as Json))
    nodesOf(v, value as Json, Array.isArray(value) ? Number(k) : k, out, depth + 1);
}

/** Applies the edits to a copy of `value` (the root node is index 0: replacing it replaces all). */
export function applyEdits(value: unknown, edits: Edit[]): unknown {
  const holder: Json = { root: structuredClone(value) };
  for (const e of edits) {
    const nodes: Node[] = [];
    nodesOf(holder.root, holder, 'root', nodes);
    const { parent, key } = nodes[e.at % nodes.length]!;
    const target = (parent as Json)[key as string];
    if (e.op === 'add' && target && typeof target === 'object' && !Array.isArray(target)) {
      Object.defineProperty(target, e.key, {
        value: structuredClone(e.value),
        enumerable: true,
        configurable: true,
        writable: true,
      });
    } else if (e.op === 'delete' && parent !== holder) {
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete (parent as Json)[key as string];
    } else {
      (parent as Json)[key as string] = structuredClone(e.value);
    }
  }
  return holder.root;
}
