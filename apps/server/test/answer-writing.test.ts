import * as contract from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializerCompiler, fastWriterOf } from '../src/plugins/answer-serializer.js';

const card = z.object({
  productSkuId: z.number().int(),
  name: z.string(),
  stock: z.number().int().nullable(),
  promotion: z.object({ title: z.string(), price: z.number().int() }).nullable(),
  tags: z.array(z.string()).nullable(),
  note: z.string().optional(),
});
const answer = contract.envelope(contract.page(card));
const compile = (writing: 'fast' | 'checked', schema: z.ZodType = answer) =>
  answerSerializerCompiler(writing)({ schema, method: 'GET', url: '/t', httpStatus: '200' });

const sample = {
  code: 0,
  message: 'Success',
  data: {
    pageNum: 1,
    pageSize: 20,
    total: 2,
    list: [
      { productSkuId: 1, name: 'Gạo "ST25" 5 kg', stock: null, promotion: null, tags: null },
      {
        productSkuId: 2,
        name: 'ข้าวหอมมะลิ',
        stock: 3,
        promotion: { title: '−10 %', price: 45000 },
        tags: ['x'],
        note: 'n',
      },
    ],
  },
};

describe('answers written from the contract (fast-json-stringify in production)', () => {
  it('every endpoint of the contract has a fast writer: none falls back to zod unnoticed', () => {
    const endpoints = Object.entries(contract).filter(
      ([, e]) => typeof e === 'object' && e !== null && 'path' in e && 'data' in e && e.data instanceof z.ZodType,
    ) as [string, { data: z.ZodType }][];
    expect(endpoints.length).toBeGreaterThan(50);
    const without = endpoints.filter(([, e]) => !fastWriterOf(contract.envelope(e.data))).map(([name]) => name);
    expect(without).toEqual([]);
  });

  it('writes what zod writes, nulls and optional fields included', () => {
    const fast = compile('fast')(sample);
    expect(JSON.parse(fast)).toEqual(z.parse(answer, sample));
    expect(compile('checked')(sample)).toBe(JSON.stringify(z.parse(answer, sample)));
  });

  it('writes only the declared fields, as zod did: a field a handler adds by mistake never leaves', () => {
    const leaky = structuredClone(sample) as typeof sample & { data: { list: Record<string, unknown>[] } };
    leaky.data.list[0]!.passwordHash = 'secret';
    (leaky as Record<string, unknown>).debug = { sql: 'select …' };
    const text = compile('fast')(leaky);
    expect(text).not.toContain('secret');
    expect(text).not.toContain('debug');
  });

  it('in development and tests an answer zod refuses still fails, whatever the fast writer would make of it', () => {
    const wrong = structuredClone(sample);
    (wrong.data.list[1] as Record<string, unknown>).stock = 'three';
    expect(() => compile('checked')(wrong)).toThrow();
  });

  it('a schema JSON Schema cannot say keeps zod as its writer', () => {
    const custom = z.object({ at: z.custom<string>((v) => typeof v === 'string') });
    expect(fastWriterOf(custom)).toBeNull();
    expect(compile('fast', custom)({ at: 'noon', extra: 1 })).toBe('{"at":"noon"}');
  });
});
