// Pieces of `npm run lighthouse` (scripts/lighthouse.mjs): one measured Lighthouse run, the
// returning visitor's warm-up, first-load JavaScript sizes, medians and the budget check.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { webDist } from './lib/build.mjs';
import { answerPositionQuestion } from './lib/position.mjs';

/** Gzip size of a built file, by its URL path ("/assets/index-abc.js"); 0 when not ours. */
const gzipCache = new Map();
function gzipBytesOf(pathname) {
  if (!gzipCache.has(pathname)) {
    const file = join(webDist, decodeURIComponent(pathname));
    gzipCache.set(pathname, existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0);
  }
  return gzipCache.get(pathname);
}

/**
 * The JavaScript a visit downloads, as gzip of the built files (the target is stated in gzip, and
 * the server may answer with brotli): every same-origin script in Lighthouse's network log.
 */
function firstLoadJsGzip(lhr, origin) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  let bytes = 0;
  const seen = new Set();
  for (const item of items) {
    if (item.resourceType !== 'Script') continue;
    const url = new URL(item.url);
    if (url.origin !== origin || seen.has(url.pathname)) continue;
    seen.add(url.pathname);
    bytes += gzipBytesOf(url.pathname);
  }
  return bytes;
}

/** Requests that got no answer or an error, as `status url` (-1: a load the browser refused). */
function failedRequests(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items.filter((i) => i.statusCode === -1 || i.statusCode >= 400).map((i) => `${i.statusCode} ${i.url}`);
}

/**
 * One Lighthouse navigation on the mobile preset (slow 4G, 4× CPU; simulated by default, applied
 * to Chromium with `throttling: 'devtools'`). A first-time visitor gets Lighthouse's storage reset
 * (cache, storage, service workers of the origin cleared); a returning one keeps what the warm-up
 * left.
 */
export async function measure(port, url, { returning, throttling = 'simulate' }) {
  // A trace Lighthouse could not record (NO_NAVSTART and the like) says nothing about the page:
  // Lighthouse itself asks to run again. Three tries, then it is a finding.
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureOnce(port, url, { returning, throttling });
    } catch (e) {
      if (attempt >= 3 || !(e instanceof LighthouseRuntimeError)) throw e;
      console.warn(`${e.message}; measuring ${url} again`);
    }
  }
}

class LighthouseRuntimeError extends Error {}

/** The largest contentful paint's element, as Lighthouse quotes it (a snippet of its markup). */
function lcpElementOf(lhr) {
  const table = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0];
  const node = table?.items?.[0]?.node;
  return node ? `${node.snippet ?? ''} ${node.nodeLabel ? `“${node.nodeLabel}”` : ''}`.slice(0, 160) : '';
}

async function measureOnce(port, url, { returning, throttling }) {
  const result = await lighthouse(url, {
    port,
    throttlingMethod: throttling,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: returning,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    throw new LighthouseRuntimeError(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  // LH_DUMP=<dir> keeps every report, for its long-tasks and bootup-time audits (where TBT goes).
  if (process.env.LH_DUMP) {
    mkdirSync(process.env.LH_DUMP, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${returning ? 'returning' : 'first'}-${Date.now()}.json`;
    writeFileSync(join(process.env.LH_DUMP, name), JSON.stringify(lhr));
    const trace = result.artifacts?.Trace ?? result.artifacts?.traces?.defaultPass;
    if (trace) writeFileSync(join(process.env.LH_DUMP, name.replace(/\.json$/, '.trace.json')), JSON.stringify(trace));
  }
  const a = lhr.audits;
  return {
    performance: lhr.categories.performance.score ?? 0,
    fcp: a['first-contentful-paint'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    transferKiB: a['total-byte-weight'].numericValue / 1024,
    jsGzipKB: firstLoadJsGzip(lhr, new URL(url).origin) / 1000,
    /** What the LCP was: where to look when it is late. */
    lcpElement: lcpElementOf(lhr),
    failed: failedRequests(lhr),
  };
}

/**
 * A returning visitor has been here before: the page is opened once in the same browser (filling
 * the HTTP cache, localStorage and, once there is one, the service worker's caches) and the
 * position question, asked on a first visit, is answered "not now".
 */
export async function warmUp(port, url) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    if (url.endsWith('/')) await answerPositionQuestion(page);
    await page.waitForLoadState('networkidle');
    await page.close();
  } finally {
    // Only the CDP connection closes; Chromium stays up for Lighthouse.
    await browser.close();
  }
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

export const METRICS = ['performance', 'fcp', 'lcp', 'tbt', 'cls', 'transferKiB', 'jsGzipKB'];

export function medianOf(runs) {
  return Object.fromEntries(METRICS.map((k) => [k, median(runs.map((r) => r[k]))]));
}

/**
 * Which of a median's figures miss the budget (an empty list when it passes). The LCP is held to
 * `lcpVsSnapshot` × the LCP of the page's static snapshot measured in the same run, when there is
 * one; to the fixed `lcpMs` otherwise (the smoke run measures no snapshot).
 */
export function budgetMisses(m, budget, snapshotLcp) {
  const misses = [];
  if (m.performance < budget.performance)
    misses.push(`performance ${m.performance.toFixed(2)} < ${budget.performance}`);
  const lcpLimit = snapshotLcp && budget.lcpVsSnapshot ? budget.lcpVsSnapshot * snapshotLcp : budget.lcpMs;
  if (m.lcp > lcpLimit)
    misses.push(
      `LCP ${Math.round(m.lcp)} ms > ${Math.round(lcpLimit)}` +
        (snapshotLcp && budget.lcpVsSnapshot ? ` (${budget.lcpVsSnapshot} × the snapshot's)` : ''),
    );
  if (m.tbt > budget.tbtMs) misses.push(`TBT ${Math.round(m.tbt)} ms > ${budget.tbtMs}`);
  if (m.cls > budget.cls) misses.push(`CLS ${m.cls.toFixed(3)} > ${budget.cls}`);
  if (m.jsGzipKB > budget.jsGzipKB) misses.push(`JS ${m.jsGzipKB.toFixed(1)} kB gzip > ${budget.jsGzipKB}`);
  return misses;
}

/** A Markdown table (pasted as is into docs/performance.md). */
export function markdownTable(rows) {
  const head = [
    'page',
    'visitor',
    'perf',
    'FCP ms',
    'LCP ms',
    'LCP vs snapshot',
    'TBT ms',
    'CLS',
    'transfer KiB',
    'JS kB gz',
    'budget',
  ];
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`];
  for (const r of rows) {
    const m = r.median;
    lines.push(
      `| ${[
        r.page,
        r.visitor,
        m.performance.toFixed(2),
        Math.round(m.fcp),
        Math.round(m.lcp),
        r.snapshotLcp ? `${(m.lcp / r.snapshotLcp).toFixed(2)}×` : '',
        Math.round(m.tbt),
        m.cls.toFixed(3),
        Math.round(m.transferKiB),
        m.jsGzipKB.toFixed(1),
        r.visitor === 'snapshot' ? '' : r.misses.length ? 'miss' : 'ok',
      ].join(' | ')} |`,
    );
  }
  return lines.join('\n');
}
