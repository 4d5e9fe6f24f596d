// `npm run long-tasks -- [--path /] [--returning] [--cpu 4]`: where a page's long tasks go.
// Opens the production build (as `npm start` serves it, fresh embedded shop) in Chromium at 4× CPU
// slowdown, records a JavaScript CPU profile from navigation until the network is quiet, cuts it
// into tasks (runs of busy samples) and prints each task over 50 ms with the functions that took
// its time (self time) and the app's own frames under which it ran. Lighthouse says how much is
// blocked; this says by what. A diagnostic, not a bench: figures are not kept.
// `--back` profiles the way back instead (keep-alive): the page is scrolled 3,000 px down its list,
// a card in view is opened, and only `history.back()` to the kept page is recorded.
// `--sourcemap` rebuilds the web with source maps first and names each frame by its source file
// and line (`src/main.tsx:70`, `~react-router/dist/…:1234`) instead of the minified chunk's.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SourceMapConsumer } from 'source-map-js';
import { chromium } from 'playwright-core';
import { ensureBrowser } from './lib/browser.mjs';
import { ensureAllBuilt, forgetWebBuild, root, webDist } from './lib/build.mjs';
import { startBuiltServer } from './lib/serve.mjs';
import { answerPositionQuestion } from './lib/position.mjs';

const { values: args } = parseArgs({
  options: {
    path: { type: 'string', default: '/' },
    returning: { type: 'boolean', default: false },
    cpu: { type: 'string', default: '4' },
    top: { type: 'string', default: '6' },
    /** Also print what the page logs. */
    console: { type: 'boolean', default: false },
    sourcemap: { type: 'boolean', default: false },
    /** Keep profiling this many ms after the page is hydrated and the network quiet (work the app defers). */
    after: { type: 'string', default: '0' },
    back: { type: 'boolean', default: false },
    /** Print the tasks longer than this many ms (at the CPU slowdown). */
    long: { type: 'string', default: '50' },
    /** Also write the profile to this file (a `.cpuprofile` opens in Chromium's DevTools). */
    keep: { type: 'string' },
  },
});

/** Samples closer than this are one task; a gap this long is the browser idle between tasks. */
const GAP_US = 1_000;
const LONG_MS = Number(args.long);
/** What Total Blocking Time counts of a task: its time past 50 ms. */
const BLOCKING_MS = 50;

/** A built chunk's source map, when the build wrote one (`--sourcemap`). */
const maps = new Map();
/** Where a function of a built chunk starts in its source, as `path:line`; null without a map. */
function original(file, line, column) {
  if (!file.endsWith('.js')) return null;
  if (!maps.has(file)) {
    const path = join(webDist, 'assets', `${file}.map`);
    maps.set(file, existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8'))) : null);
  }
  const at = maps.get(file)?.originalPositionFor({ line: line + 1, column });
  if (!at?.source) return null;
  const source = at.source.replace(/^.*node_modules\//, '~').replace(/^(\.\.\/)+/, '');
  return `${source}:${at.line}`;
}

const executablePath = ensureBrowser();
ensureAllBuilt();
if (args.sourcemap) {
  // Both of the web's builds, as `npm run build -w @storefront/web` does: the server-side one
  // reads the names of the browser build's chunks.
  for (const extra of [['--sourcemap'], ['--ssr', 'src/ssr/entry-server.tsx']]) {
    const built = spawnSync('npx', ['vite', 'build', ...extra], { cwd: join(root, 'apps/web'), stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  forgetWebBuild();
}
const server = await startBuiltServer({ label: 'long-tasks' });
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const url = `${server.baseURL}${args.path}`;
  if (args.returning) {
    const warm = await context.newPage();
    await warm.goto(url, { waitUntil: 'networkidle' });
    if (args.path === '/') await answerPositionQuestion(warm);
    // A returning visitor's page comes from the service worker: wait until it is active, as
    // Lighthouse's returning visit does, or the profiled visit goes to the network.
    await warm.evaluate(() => globalThis.navigator.serviceWorker?.ready);
    await warm.close();
  }
  const page = await context.newPage();
  if (args.console) page.on('console', (m) => console.log(`console.${m.type()}: ${m.text()}`));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(args.cpu) });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  if (!args.back) await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'networkidle' });
  // The network can be quiet before React has the page (`#root[data-live]`; the boot answers from
  // the page). Waited for in the page by one observer, not polled: Playwright's polling is a script
  // of its own in each frame, a part of the profile it measures at 4× CPU.
  await page.evaluate(
    () =>
      new Promise((done) => {
        const root = globalThis.document.getElementById('root');
        if (!root || root.hasAttribute('data-live')) return done(undefined);
        new globalThis.MutationObserver((_, observer) => {
          if (!root.hasAttribute('data-live')) return;
          observer.disconnect();
          done(undefined);
        }).observe(root, { attributes: true, attributeFilter: ['data-live'] });
      }),
  );
  await page.waitForLoadState('networkidle');
  if (args.back) await openCardDeepInTheList(page, () => cdp.send('Profiler.start'));
  if (Number(args.after) > 0) await page.waitForTimeout(Number(args.after));
  const { profile } = await cdp.send('Profiler.stop');
  const marks = await page.evaluate(() =>
    /** @type {PerformanceMark[]} */ (performance.getEntriesByType('mark')).map(
      (m) => `${m.name}${m.detail ? ` (${m.detail})` : ''} at ${Math.round(m.startTime)} ms`,
    ),
  );
  // Whether the page came from the network or the service worker, and how big it was.
  const nav = await page.evaluate(() => {
    const n = /** @type {PerformanceNavigationTiming | undefined} */ (performance.getEntriesByType('navigation')[0]);
    return { serviceWorker: (n?.workerStart ?? 0) > 0, htmlBytes: n?.decodedBodySize };
  });
  if (args.keep) writeFileSync(args.keep, JSON.stringify(profile));
  report(profile);
  console.log(`\npage: ${JSON.stringify(nav)}`);
  console.log(`\nmarks (from navigation): ${marks.join(', ') || 'none'}`);
} finally {
  await browser.close();
  await server.stop();
}

/**
 * `--back`: down the list, into a card in view, then `startProfiling` and back; resolves once the
 * kept page shows again and its next frames are drawn.
 * @param {import('playwright-core').Page} page
 * @param {() => Promise<unknown>} startProfiling
 */
async function openCardDeepInTheList(page, startProfiling) {
  if (args.path === '/') await answerPositionQuestion(page);
  const list = page
    .locator('.screen__main')
    .filter({ has: page.locator('[data-testid="sku-card"]') })
    .first();
  await list.evaluate((el) => el.scrollTo(0, 3000));
  // A card whole inside the list's visible area.
  const sku = await list.evaluate((el) => {
    const view = el.getBoundingClientRect();
    const inView = Array.from(el.querySelectorAll('[data-testid="sku-card"]')).find((a) => {
      const r = a.getBoundingClientRect();
      return r.top >= view.top && r.bottom <= view.bottom;
    });
    return inView?.getAttribute('data-sku');
  });
  if (!sku) throw new Error('no card in view to open');
  await page.locator(`[data-testid="sku-card"][data-sku="${sku}"]`).first().click();
  await page.waitForURL(/productDetails/);
  await page.locator('[data-testid="product-name"]:visible').waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await startProfiling();
  await page.goBack();
  await list.waitFor({ state: 'visible' });
  await page.evaluate(
    () => new Promise((done) => globalThis.requestAnimationFrame(() => globalThis.requestAnimationFrame(done))),
  );
  await page.waitForTimeout(500); // what the way back defers (no fixed wait in a test: a diagnostic)
}

function report(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  /** A frame's chunk file, and where it is in the app's sources when the build has a map. */
  const whereOf = (n) => {
    const file = n.callFrame.url.split('/').pop() || '';
    return { file, source: original(file, n.callFrame.lineNumber, n.callFrame.columnNumber) };
  };
  const label = (n) => {
    const { file, source } = whereOf(n);
    return `${n.callFrame.functionName || '(anonymous)'} ${source ?? (file ? `${file}:${n.callFrame.lineNumber + 1}` : '')}`;
  };
  const idle = new Set(
    profile.nodes.filter((n) => ['(idle)', '(program)'].includes(n.callFrame.functionName)).map((n) => n.id),
  );
  // Cut the samples into tasks.
  const tasks = [];
  let t = profile.startTime;
  let current = null;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    t += dt;
    if (idle.has(id)) {
      if (current && t - current.end > GAP_US) current = null;
      return;
    }
    if (!current) tasks.push((current = { start: t, end: t, samples: [] }));
    current.samples.push({ id, dt });
    current.end = t;
  });
  const long = tasks.filter((k) => (k.end - k.start) / 1000 >= LONG_MS);
  const total = tasks.reduce((s, k) => s + Math.max(0, (k.end - k.start) / 1000 - BLOCKING_MS), 0);
  console.log(
    `${args.path} (${args.back ? 'the way back' : args.returning ? 'returning visit' : 'first visit'}, ${args.cpu}× CPU): ${long.length} tasks over ${LONG_MS} ms, ` +
      `${Math.round(total)} ms over ${BLOCKING_MS} ms in all (TBT counts only those after the first paint)`,
  );
  for (const k of long) {
    const self = new Map();
    const app = new Map();
    for (const { id, dt } of k.samples) {
      const key = label(byId.get(id));
      self.set(key, (self.get(key) ?? 0) + dt);
      // The app's own files above this sample (which component or module the time was spent
      // under): with source maps, each `src/` file but the ones every hydration runs through;
      // without, each chunk's named frames but the entry's (the first load is one chunk, with
      // React, whose frames are in every task).
      const seen = new Set();
      for (let p = id; p !== undefined; p = parent.get(p)) {
        const n = byId.get(p);
        const { source } = whereOf(n);
        const mine = source
          ? source.startsWith('src/') && !/^src\/main\.tsx/.test(source)
          : /\/assets\/(?!index-)/.test(n.callFrame.url) && n.callFrame.functionName;
        if (mine) {
          const name = source ? source.replace(/:\d+$/, '') : label(n);
          if (!seen.has(name)) {
            seen.add(name);
            app.set(name, (app.get(name) ?? 0) + dt);
          }
        }
      }
    }
    const top = (m) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, Number(args.top))
        .map(([name, us]) => `      ${String(Math.round(us / 1000)).padStart(5)} ms  ${name}`)
        .join('\n');
    console.log(
      `\n  task at ${Math.round((k.start - profile.startTime) / 1000)} ms, ${Math.round((k.end - k.start) / 1000)} ms\n    self:\n${top(self)}\n    under:\n${top(app)}`,
    );
  }
}
