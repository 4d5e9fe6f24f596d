import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byLanguage, evaluate } from './relevance/evaluate.js';
import { QUERIES } from './relevance/queries.js';
import { createTestApp } from './support/app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const LOCALES = [...new Set(QUERIES.map((q) => q.locale))];

describe('search relevance suite (test/relevance/queries.ts, `npm run relevance` prints it)', () => {
  it('has at least 500 queries across the six languages', () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(500);
    expect(LOCALES).toHaveLength(6);
  });

  for (const locale of LOCALES)
    it(`${locale}: finds what each query must find (recall@10 ≥ 0.98) and little else (precision@10 ≥ 0.9)`, async () => {
      const results = await evaluate(
        app,
        QUERIES.filter((q) => q.locale === locale),
      );
      const row = byLanguage(results)[locale]!;
      const short = results
        .filter((r) => r.recall < 1 || r.precision < 1)
        .map((r) => `"${r.query.query}" shows ${r.shown.join(', ')}`);
      expect(row.recall, short.join('; ')).toBeGreaterThanOrEqual(0.98);
      expect(row.precision, short.join('; ')).toBeGreaterThanOrEqual(0.9);
    }, 120_000);
});
