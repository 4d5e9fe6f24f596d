// `npm run relevance -w @storefront/server`: the relevance suite (queries.ts) on a fresh in-memory
// PGlite with the demo catalogue; prints recall@10 and precision@10 per language, and the queries
// that fall short. The test search-relevance.test.ts holds the same figures.
// `npm run relevance -w @storefront/server -- --bench`: the same suite on the bench catalogue (about
// BENCH_SKUS, 100,000 SKUs; see bench.ts for the database), each brand copy judged as the demo
// product it copies.
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { buildTemplate } from '../support/template.js';
import { benchCatalogue } from './bench.js';
import { byLanguage, evaluate } from './evaluate.js';

const started = Date.now();
const bench = process.argv.includes('--bench') ? await benchCatalogue(Number(process.env.BENCH_SKUS ?? 100_000)) : null;
const database = bench?.database ?? (await buildTemplate({}));
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const seededIn = seconds();
const app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent' }), {
  database,
});
await app.ready();
const results = await evaluate(app, undefined, bench ? { meantName: bench.meantName } : {});
for (const r of results.filter((x) => x.recall < 1 || x.precision < 1))
  console.log(
    `${r.query.locale} ${r.query.kind} "${r.query.query}": recall ${r.recall.toFixed(2)} precision ${r.precision.toFixed(2)}` +
      `\n  shown: ${r.shown.join(', ') || '(nothing)'}${r.missing.length ? `\n  missing: ${r.missing.slice(0, 12).join(', ')}` : ''}`,
  );
console.log(
  `${results.length} queries, ${bench ? `bench catalogue of ${bench.skus} SKUs, ${database.kind}` : 'demo catalogue, PGlite'}` +
    ` (seeded in ${seededIn}, ${seconds()} in all)`,
);
console.table(byLanguage(results));
await app.close();
await (bench ? bench.drop() : database.close());
