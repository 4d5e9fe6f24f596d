import { loadConfig } from './src/config.ts';
import { buildApp } from './src/app.ts';
const app = await buildApp(
  loadConfig({ LOG_LEVEL: 'warn', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/sf_dbg', SEED_DEMO: 'false' }),
);
for (const body of [
  { keyword: 'apple', warehouseId: 1 },
  { warehouseId: 1, sort: 'priceAsc', pageNum: 3 },
  { keyword: 'apple', warehouseId: 1 },
]) {
  const t = performance.now();
  const r = await app.inject({ method: 'POST', url: '/api/sku/search', payload: body });
  console.log(r.statusCode, Math.round(performance.now() - t), 'ms', r.json().data.total);
}
const t = performance.now();
await Promise.all(
  Array.from({ length: 16 }, () =>
    app.inject({ method: 'POST', url: '/api/sku/search', payload: { warehouseId: 1, sort: 'priceAsc', pageNum: 3 } }),
  ),
);
console.log('16 parallel', Math.round(performance.now() - t));
await app.close();
