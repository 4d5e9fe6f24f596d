// `npm run bench:tap`: how long a shopper's first tap takes to open its screen on a slow phone.
// The production build as `npm start` serves it, on a fresh embedded database, in the system's
// Chromium at 390×844 with 4× CPU and a slow 4G line (Lighthouse's mobile settings). Each run is a
// new visitor who has answered the position question: the page is opened, and the moment the
// first card (or category) is visible it is tapped. Reported per page: whether the screen opened
// (a lost tap is a failure, exit 1); the time from the tap to the next screen on screen ("shown":
// the new page's first contentful paint when the tap followed the card's link, else the product's
// "Add to cart" or the list's first card drawn by React); and to the page being React's, every
// control answering ("live", `#root[data-live]`). Medians and worst. A tap before the app has run
// follows the card's link: a new page, drawn by the server, whose controls answer once its script
// has run.
//
//   npm run bench:tap                 5 runs per target
//   npm run bench:tap -- --runs 9 --cpu 6
//   npm run bench:tap -- --live       tap once the page is React's: every tap routed
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, ensureBrowser, openSlowPhone } from './lib/browser.mjs';
import { ensureAllBuilt } from './lib/build.mjs';
import { startBuiltServer } from './lib/serve.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    cpu: { type: 'string', default: '4' },
    /** Tap once the page is React's and the network quiet: every tap routed, the way a later tap goes. */
    live: { type: 'boolean', default: false },
  },
});
const runs = Number(args.runs);
const cpuRate = Number(args.cpu);

/** What is tapped, where, and what shows that its screen opened. */
const TARGETS = [
  {
    name: 'Home → product',
    path: '/',
    tap: 'a[data-testid="sku-card"] .sku-card__name',
    opened: '[data-testid="add-to-cart"]',
    url: /\/productDetails\?/,
  },
  {
    name: 'Home → category',
    path: '/',
    tap: 'a[data-testid="home-category"]',
    opened: '[data-testid="sku-card"]',
    url: /\/searchList\?/,
  },
  {
    name: 'SearchList → product',
    path: '/searchList?keyword=apple',
    tap: 'a[data-testid="sku-card"] .sku-card__name',
    opened: '[data-testid="add-to-cart"]',
    url: /\/productDetails\?/,
  },
];

/** The median of sorted figures. */
const median = (sorted) => (sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : Number.NaN);

const chromePath = ensureBrowser();
ensureAllBuilt();
const server = await startBuiltServer({ label: 'first-tap' });
const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
let lost = 0;
try {
  for (const target of TARGETS) {
    const times = [];
    const lives = [];
    /** Taps that followed the card's link to a page drawn by the server (the others React routed). */
    let followed = 0;
    /** How each tap opened its screen, beside its time. */
    const ways = [];
    for (let run = 0; run < runs; run++) {
      const { context, page } = await openSlowPhone(browser, server.baseURL, cpuRate);
      await page.goto(target.path, { waitUntil: 'commit' });
      if (args.live) {
        await page.locator('#root[data-live]').waitFor({ state: 'attached', timeout: 60_000 });
        await page.waitForLoadState('networkidle');
      }
      const first = page.locator(`${target.tap}:visible`).first();
      await first.waitFor({ timeout: 60_000 });
      const before = await page.evaluate(() => performance.timeOrigin);
      const tapped = Date.now();
      await first.tap({ timeout: 60_000 });
      try {
        // 'commit': the screen counts once drawn, not once every script and picture has loaded.
        await page.waitForURL(target.url, { timeout: 30_000, waitUntil: 'commit' });
        await page.locator(`${target.opened}:visible`).first().waitFor({ timeout: 30_000 });
        const seen = Date.now();
        // A tap that followed the link opened a new page, drawn by the server: it is shown at its
        // first contentful paint. The check above runs in that page, and waits for its main thread
        // to be free of the script that starts at once from the cache: later than the shopper sees.
        const painted = await page.evaluate((origin) => {
          if (performance.timeOrigin === origin) return null;
          const fcp = performance.getEntriesByName('first-contentful-paint')[0];
          return fcp ? performance.timeOrigin + fcp.startTime : null;
        }, before);
        times.push(Math.round((painted ?? seen) - tapped));
        ways.push(painted === null ? 'routed' : 'link');
        if (painted !== null) followed++;
      } catch {
        lost++;
        times.push(Number.NaN);
        ways.push('lost');
      }
      // A screen shown whose controls never answer is not a lost tap; it has no "live" time.
      await page
        .locator('#root[data-live]')
        .waitFor({ state: 'attached', timeout: 60_000 })
        .then(() => lives.push(Date.now() - tapped))
        .catch(() => {});
      await context.close();
    }
    const ok = times.filter(Number.isFinite).sort((a, b) => a - b);
    const live = [...lives].sort((a, b) => a - b);
    console.log(
      `${target.name.padEnd(22)} opened ${ok.length}/${times.length}   tap → shown: median ${median(ok)} ms, worst ${ok.at(-1) ?? '-'} ms` +
        `   tap → live: median ${median(live)} ms, worst ${live.at(-1) ?? '-'} ms   (shown ${times.map((t, i) => `${t} ${ways[i]}`).join(', ')}; ${followed} by the link)`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
if (lost) {
  console.error(`${lost} tap(s) lost`);
  process.exit(1);
}
