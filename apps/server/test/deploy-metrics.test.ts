import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaymentTimeoutJob } from '../src/jobs/payment-timeout.js';
import { createTestApp } from './support/app.js';
import { place, placementBody, prepareStock, visitor } from './support/buyers.js';

/**
 * Prometheus metrics on their own listener (METRICS_PORT): after an order, a stock refusal and a
 * run of the payment timeout, a scrape shows the shop's counters, requests and latency per route
 * pattern, and (on PostgreSQL) the pool's use; the public port serves no metrics.
 */
let app: FastifyInstance;
let base: string;
let scrapeUrl: string;

beforeAll(async () => {
  app = await createTestApp({ METRICS_PORT: '0' });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.metrics?.address();
  if (!address) throw new Error('no metrics listener');
  scrapeUrl = `http://127.0.0.1:${address.port}/metrics`;
});
afterAll(async () => {
  await app?.close();
});

const scrape = async () => {
  const res = await fetch(scrapeUrl);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  return res.text();
};
/** The value of one series, or undefined when the scrape has none. */
const value = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('metrics', () => {
  it('shows the order, the refusal, the timeout run, and requests per route pattern after an order', async () => {
    const before = await scrape();
    expect(value(before, 'storefront_orders_placed_total')).toBe(0);
    expect(value(before, 'storefront_stock_refusals_total')).toBe(0);

    const [sku, scarce] = await prepareStock(app.database, 2, 5);
    const buyer = await visitor(base, 1);
    const placed = await place(base, buyer, await placementBody(base, buyer, sku!));
    expect(placed.body.code).toBe(200);
    // Priced while there was stock, placed once it was gone: a stock refusal.
    const late = await placementBody(base, buyer, scarce!);
    await app.database.execute(`update stock set on_hand = 0 where sku_id = ${scarce} and warehouse_id = 1`);
    const refused = await place(base, buyer, late);
    expect(refused.status).toBe(409);

    // The placed order's hold runs out; one run of the job cancels it.
    await app.database.execute(
      `update customer_order set payment_deadline = now() - interval '1 minute' where id = (select max(id) from customer_order)`,
    );
    const stop = startPaymentTimeoutJob(app.db, app.log, 20, (cancelled) => app.metrics?.timeoutRun(cancelled));
    try {
      let text = await scrape();
      for (let i = 0; i < 200 && !(value(text, 'storefront_orders_timed_out_total')! >= 1); i++) {
        await new Promise((r) => setTimeout(r, 20));
        text = await scrape();
      }
    } finally {
      await stop();
    }
    const text = await scrape();
    expect(value(text, 'storefront_orders_placed_total')).toBe(1);
    expect(value(text, 'storefront_stock_refusals_total')).toBe(1);
    expect(value(text, 'storefront_orders_timed_out_total')).toBe(1);
    expect(value(text, 'storefront_payment_timeout_runs_total')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'storefront_payments_confirmed_total')).toBe(0);

    // Per route pattern, never per URL.
    expect(value(text, 'http_requests_total{method="POST",route="/api/order/generateOrder",status="200"}')).toBe(1);
    expect(value(text, 'http_requests_total{method="POST",route="/api/order/generateOrder",status="409"}')).toBe(1);
    expect(
      value(text, 'http_request_duration_seconds_count{method="POST",route="/api/order/generateOrder",status="200"}'),
    ).toBe(1);
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.1",method="POST",route="\/api\/order\/generateOrder"/,
    );
    await fetch(`${base}/api/order/voucher/some-key-1`);
    await fetch(`${base}/api/no/such/route/42`);
    const after = await scrape();
    expect(after).toContain('route="/api/order/voucher/:key"');
    expect(after).not.toContain('some-key-1');
    expect(after).not.toContain('/no/such/route');
    expect(after).toMatch(/http_requests_total\{method="GET",route="unmatched",status="404"\} 1/);
    // Process metrics, and the pool where there is one.
    expect(after).toContain('process_resident_memory_bytes');
    if (app.database.kind === 'postgres') {
      expect(value(after, 'storefront_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    } else {
      expect(after).not.toContain('storefront_db_pool_connections');
    }
  });

  it('counts a replayed Idempotency-Key as no new order, and says so on the answer', async () => {
    const before = value(await scrape(), 'storefront_orders_placed_total')!;
    const [sku] = await prepareStock(app.database, 1, 5);
    const buyer = await visitor(base, 2);
    const body = await placementBody(base, buyer, sku!);
    const key = randomUUID();
    const send = () =>
      fetch(`${base}/api/order/generateOrder`, {
        method: 'POST',
        headers: { ...buyer.headers, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(body),
      });
    const first = await send();
    const again = await send();
    const [placed, replayed] = [(await first.json()) as { code: number }, await again.json()];
    expect(placed.code).toBe(200);
    expect(replayed).toEqual(placed);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(value(await scrape(), 'storefront_orders_placed_total')).toBe(before + 1);
  });

  it('is not served on the public port, and is off unless METRICS_PORT is set', async () => {
    const publicMetrics = await fetch(`${base}/metrics`);
    expect(await publicMetrics.text()).not.toContain('http_requests_total');
    const plain = await createTestApp();
    try {
      expect(plain.metrics).toBeNull();
    } finally {
      await plain.close();
    }
  });
});
