// `npm run bench:boot`: how long a first-time visitor waits on the splash of a page the server
// does not draw (`/category`, `/mine`, `/login`: the boot's reads are not in the page, so spec §4's
// start-up requests go over the line one after another). The production build as `npm start`
// serves it, on a fresh embedded database, in the system's Chromium at 390×844 with 4× CPU and a
// slow 4G line. Each run is a new visitor; reported: when the splash went, every run and the median.
//
//   npm run bench:boot                       7 runs of /category
//   npm run bench:boot -- --path /mine --runs 9
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, ensureBrowser, openSlowPhone } from './lib/browser.mjs';
import { ensureAllBuilt } from './lib/build.mjs';
import { startBuiltServer } from './lib/serve.mjs';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '7' }, path: { type: 'string', default: '/category' } },
});

const chromePath = ensureBrowser();
ensureAllBuilt();
const server = await startBuiltServer({ label: 'boot-time' });
const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
const times = [];
try {
  for (let run = 0; run < Number(args.runs); run++) {
    const { context, page } = await openSlowPhone(browser, server.baseURL);
    // The moment the splash leaves, noted in the page by an observer: the bench's own checks (every
    // half second) cannot move it.
    await page.addInitScript(() => {
      let shown = false;
      new globalThis.MutationObserver((_, observer) => {
        if (globalThis.document.querySelector('[data-testid="splash"]')) shown = true;
        else if (shown) {
          globalThis.__splashGoneAt = performance.now();
          observer.disconnect();
        }
      }).observe(globalThis.document, { childList: true, subtree: true });
    });
    await page.goto(args.path, { waitUntil: 'commit' });
    await page.waitForFunction(() => globalThis.__splashGoneAt !== undefined, null, { timeout: 60_000, polling: 500 });
    times.push(Math.round(await page.evaluate(() => globalThis.__splashGoneAt)));
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
const sorted = [...times].sort((a, b) => a - b);
console.log(
  `${args.path}: splash gone at median ${sorted[Math.floor((sorted.length - 1) / 2)]} ms, worst ${sorted.at(-1)} ms (${times.join(', ')})`,
);
