import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';

/**
 * How an answer's body is written from the contract's schema (docs/decisions.md, "Answers written
 * by fast-json-stringify"):
 * - `fast` (production): fast-json-stringify compiled from the JSON Schema of the contract's zod
 *   schema. It writes only the declared fields, like zod's parse did, at a fraction of its cost
 *   (zod's check and `JSON.stringify` were ~13 % of a Home view's CPU).
 * - `checked` (development and tests): zod checks the answer as before, and the fast writer's
 *   text must say the same, so every test that reads an answer also proves the production path.
 * A schema JSON Schema cannot say (a transform on the way out) keeps zod's writer.
 */
export type AnswerWriting = 'fast' | 'checked';

type JsonSchema = { [key: string]: unknown };
const isSchema = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * zod writes `T | null` as `anyOf: [T, {type: 'null'}]`; fast-json-stringify would pick the branch
 * by running Ajv on every value. The same type said as fast-json-stringify reads it is written
 * directly: `type: [t, 'null']` for a scalar, `nullable` for an object or array.
 */
function simplified(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplified);
  if (!isSchema(schema)) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$schema') continue;
    out[key] = simplified(value);
  }
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullAt = anyOf.findIndex((s) => isSchema(s) && s.type === 'null' && Object.keys(s).length === 1);
    const other: unknown = anyOf[1 - nullAt];
    if (nullAt >= 0 && isSchema(other) && typeof other.type === 'string' && !other.anyOf && !other.oneOf) {
      const rest = { ...out };
      delete rest.anyOf;
      const scalar = other.type !== 'object' && other.type !== 'array';
      return scalar ? { ...rest, ...other, type: [other.type, 'null'] } : { ...rest, ...other, nullable: true };
    }
  }
  return out;
}

/** The fast writer of a zod schema, or null when JSON Schema cannot say what it writes. */
export function fastWriterOf(schema: z.ZodType): ((data: unknown) => string) | null {
  let json: unknown;
  try {
    json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
  } catch {
    return null;
  }
  return fastJson(simplified(json) as Parameters<typeof fastJson>[0]);
}

export function answerSerializerCompiler(writing: AnswerWriting): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const checked = zodSerializerCompiler(route);
    const fast = fastWriterOf(route.schema);
    if (!fast) return checked;
    if (writing === 'fast') return fast;
    return (data) => {
      const text = checked(data);
      const fastText = fast(data);
      if (!isDeepStrictEqual(JSON.parse(fastText), JSON.parse(text))) {
        throw new Error(`${route.method} ${route.url}: the fast writer's answer differs from zod's: ${fastText}`);
      }
      return text;
    };
  };
}
