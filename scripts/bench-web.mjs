// `npm run bench:web`: Lighthouse (mobile form factor, simulated throttling) against the built
// storefront as `npm start` serves it. Scores move by about ±0.06 between runs on two cores, so
// each page is measured several times and the median is reported (STACK-NOTES.md).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBrowser } from './lib/browser.mjs';
import { ensureAllBuilt } from './lib/build.mjs';
import { startBuiltServer } from './lib/serve.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = (process.env.BENCH_PAGES ?? '/,/search,/login,/setLanguage').split(',');

const chromePath = ensureBrowser();
ensureAllBuilt();
const server = await startBuiltServer({ label: 'bench-web' });
const base = server.baseURL;

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];
try {
  for (const path of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const { lhr } = result;
      runs.push({
        performance: lhr.categories.performance.score,
        accessibility: lhr.categories.accessibility.score,
        bestPractices: lhr.categories['best-practices'].score,
        fcp: lhr.audits['first-contentful-paint'].numericValue,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        kib: lhr.audits['total-byte-weight'].numericValue / 1024,
      });
    }
    const m = (k) => median(runs.map((r) => r[k]));
    rows.push({
      page: path,
      performance: m('performance').toFixed(2),
      accessibility: m('accessibility').toFixed(2),
      'best-practices': m('bestPractices').toFixed(2),
      'FCP ms': Math.round(m('fcp')),
      'LCP ms': Math.round(m('lcp')),
      'TBT ms': Math.round(m('tbt')),
      CLS: m('cls').toFixed(3),
      'transfer KiB': Math.round(m('kib')),
    });
  }
} finally {
  await chrome.kill();
  await server.stop();
}
console.log(`Lighthouse, mobile, median of ${RUNS} runs per page`);
console.table(rows);
