// `npm run relevance -w @storefront/server`: the relevance suite (queries.ts) on a fresh in-memory
// PGlite with the demo catalogue; prints recall@10 and precision@10 per language, and the queries
// that fall short. The test search-relevance.test.ts holds the same figures.
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { buildTemplate } from '../support/template.js';
import { byLanguage, evaluate } from './evaluate.js';

const database = await buildTemplate({});
const app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent' }), {
  database,
});
await app.ready();
const results = await evaluate(app);
for (const r of results.filter((x) => x.recall < 1 || x.precision < 1))
  console.log(
    `${r.query.locale} ${r.query.kind} "${r.query.query}": recall ${r.recall.toFixed(2)} precision ${r.precision.toFixed(2)}` +
      `\n  shown: ${r.shown.join(', ') || '(nothing)'}${r.missing.length ? `\n  missing: ${r.missing.join(', ')}` : ''}`,
  );
console.log(`${results.length} queries, demo catalogue, PGlite`);
console.table(byLanguage(results));
await app.close();
await database.close();
