// `npm run bench:web`: Lighthouse (mobile form factor, simulated throttling) against the built
// storefront as `npm start` serves it. Scores move by about ±0.06 between runs on two cores, so
// each page is measured several times and the median is reported (STACK-NOTES.md).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBrowser } from './lib/browser.mjs';
import { ensureAllBuilt, root, serverEntry, webDist } from './lib/build.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = (process.env.BENCH_PAGES ?? '/,/search,/login,/setLanguage').split(',');

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

const chromePath = ensureBrowser();
ensureAllBuilt();
const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'sf-bench-web-'));
const server = spawn(process.execPath, [serverEntry], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: webDist,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 240; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    /* not up yet */
  }
  await new Promise((r) => setTimeout(r, 250));
}

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
      const { lhr } = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
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
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`Lighthouse, mobile, median of ${RUNS} runs per page`);
console.table(rows);
