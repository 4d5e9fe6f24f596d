// `npm run lighthouse`: Lighthouse (mobile, simulated slow 4G and 4× CPU) in the system's Chromium
// against the production build as `npm start` serves it, for a first-time and a returning visitor,
// median of several runs per page, checked against lighthouse-budget.json (exit 1 on a miss).
//
//   npm run lighthouse                       4 pages × 2 visitors × 3 runs, the "full" budget
//   npm run lighthouse -- --runs 5           more runs
//   npm run lighthouse -- --pages Home,ProductDetails --visitors first
//   npm run lighthouse -- --smoke            Home, first visit, one run, the loose "smoke" budget (CI)
//   npm run lighthouse -- --json out.json    also write every run and the medians
//   npm run lighthouse -- --no-snapshots     skip the static snapshots (on by default, off in --smoke)
//   npm run lighthouse -- --throttling devtools
//                                            the phone applied, not simulated: Chromium itself runs
//                                            at 4× CPU on a slow 4G line and Lighthouse reports what
//                                            happened (slower; no loopback race in first visits)
//
// Each page's static snapshot (scripts/lib/snapshot.mjs: the HTML and CSS as the app draws it,
// scripts removed, served from this machine) is measured in the same runs; the budget holds the
// app's LCP to `lcpVsSnapshot` × the snapshot's.
// Scores move by about ±0.06 between runs on two cores (STACK-NOTES.md): run it on a quiet machine,
// and the runs of the pages are interleaved so that noise hits all of them alike.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { CHROME_FLAGS, ensureBrowser } from './lib/browser.mjs';
import { ensureAllBuilt, root } from './lib/build.mjs';
import { startBuiltServer } from './lib/serve.mjs';
import { captureSnapshots, serveSnapshots } from './lib/snapshot.mjs';
import { budgetMisses, markdownTable, measure, medianOf, warmUp } from './lighthouse-lib.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string' },
    pages: { type: 'string' },
    visitors: { type: 'string' },
    smoke: { type: 'boolean', default: false },
    json: { type: 'string' },
    'no-snapshots': { type: 'boolean', default: false },
    throttling: { type: 'string', default: 'simulate' },
    budget: { type: 'string', default: join(root, 'lighthouse-budget.json') },
  },
});

const budgets = JSON.parse(readFileSync(args.budget, 'utf8'));
const budget = args.smoke ? budgets.smoke : budgets.full;
const runs = Number(args.runs ?? process.env.LH_RUNS ?? (args.smoke ? 1 : 3));
const pageNames = (args.pages ?? (args.smoke ? 'Home' : 'Home,SearchList,ProductDetails,ShoppingCart')).split(',');
const visitors = (args.visitors ?? (args.smoke ? 'first' : 'first,returning')).split(',');
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, not ${args.runs}`);
for (const v of visitors) if (v !== 'first' && v !== 'returning') throw new Error(`unknown visitor ${v}`);
const throttling = args.throttling;
if (throttling !== 'simulate' && throttling !== 'devtools')
  throw new Error(`--throttling is simulate or devtools, not ${throttling}`);

const started = Date.now();
const chromePath = ensureBrowser();
ensureAllBuilt();
const server = await startBuiltServer({ label: 'lighthouse' });
const base = server.baseURL;

/** A product that the seeded catalogue recommends (the details page needs a real id). */
async function someProductSkuId() {
  const res = await fetch(`${base}/api/home/pageRecommendProduct?pageNum=1&pageSize=1`);
  const body = await res.json();
  const id = body?.data?.list?.[0]?.productSkuId;
  if (!id) throw new Error(`no recommended product to measure (HTTP ${res.status})`);
  return id;
}

const paths = {
  Home: '/',
  SearchList: '/searchList?keyword=apple',
  ProductDetails: `/productDetails?productSkuId=${pageNames.includes('ProductDetails') ? await someProductSkuId() : 0}`,
  ShoppingCart: '/shoppingCart',
};
for (const name of pageNames) if (!paths[name]) throw new Error(`unknown page ${name}`);

const withSnapshots = !args.smoke && !args['no-snapshots'];
const snapshots = withSnapshots
  ? await serveSnapshots(
      await captureSnapshots(
        chromePath,
        base,
        pageNames.map((n) => paths[n]),
        CHROME_FLAGS,
      ),
      base,
    )
  : null;

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
/** @type {Record<string, object[]>} */
const results = {};
try {
  for (let i = 0; i < runs; i++) {
    for (const name of pageNames) {
      for (const visitor of visitors) {
        const url = `${base}${paths[name]}`;
        const returning = visitor === 'returning';
        if (returning) await warmUp(chrome.port, url);
        const r = await measure(chrome.port, url, { returning, throttling });
        record(i, name, visitor, r);
      }
      if (snapshots) {
        const r = await measure(chrome.port, `${snapshots.origin}${paths[name]}`, { returning: false, throttling });
        // A snapshot that lost its CSS or pictures is no yardstick.
        if (r.failed.length) throw new Error(`the snapshot of ${name} did not load:\n  ${r.failed.join('\n  ')}`);
        record(i, name, 'snapshot', r);
      }
    }
  }
} finally {
  await chrome.kill();
  await snapshots?.close();
  await server.stop();
}

function record(i, name, visitor, r) {
  (results[`${name}|${visitor}`] ??= []).push(r);
  if (r.failed.length) console.warn(`${name} (${visitor}): requests that failed:\n  ${r.failed.join('\n  ')}`);
  console.log(
    `run ${i + 1}/${runs} ${name} (${visitor}): perf ${r.performance.toFixed(2)}, ` +
      `FCP ${Math.round(r.fcp)} ms, LCP ${Math.round(r.lcp)} ms, TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)}` +
      `\n    LCP element: ${r.lcpElement || '(none reported)'}`,
  );
}

const rows = Object.entries(results).map(([key, list]) => {
  const [page, visitor] = key.split('|');
  const median = medianOf(list);
  const snapshotRuns = results[`${page}|snapshot`];
  const snapshotLcp = snapshotRuns ? medianOf(snapshotRuns).lcp : undefined;
  // The snapshot is the yardstick, not a page of the shop: it has no budget of its own.
  const misses = visitor === 'snapshot' ? [] : budgetMisses(median, budget, snapshotLcp);
  return { page, visitor, runs: list, median, snapshotLcp, misses };
});
const seconds = Math.round((Date.now() - started) / 1000);
console.log(
  `\nLighthouse ${args.smoke ? 'smoke' : 'full'}, mobile (${throttling === 'simulate' ? 'simulated' : 'applied'} slow 4G, 4× CPU), median of ${runs} run(s), ${seconds} s\n`,
);
console.log(markdownTable(rows));
if (args.json) writeFileSync(args.json, JSON.stringify({ budget, runs, rows }, null, 2));

const failed = rows.filter((r) => r.misses.length);
for (const r of failed) console.error(`budget missed: ${r.page} (${r.visitor}): ${r.misses.join('; ')}`);
process.exit(failed.length ? 1 : 0);
