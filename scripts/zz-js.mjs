import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { ensureAllBuilt, webDist } from './lib/build.mjs';
import { startBuiltServer } from './lib/serve.mjs';
ensureAllBuilt();
const server = await startBuiltServer({ label: 'zz' });
try {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const res = await fetch(`${server.baseURL}/api/home/pageRecommendProduct?pageNum=1&pageSize=1`);
  const id = (await res.json()).data.list[0].productSkuId;
  for (const path of ['/', '/searchList?keyword=apple', `/productDetails?productSkuId=${id}`, '/shoppingCart']) {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const page = await ctx.newPage();
    const scripts = new Map();
    page.on('request', (r) => {
      if (r.resourceType() === 'script') {
        const p = new URL(r.url()).pathname;
        try { scripts.set(p, gzipSync(readFileSync(join(webDist, p))).length); } catch { scripts.set(p, -1); }
      }
    });
    await page.goto(server.baseURL + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2000);
    const total = [...scripts.values()].reduce((a, b) => a + b, 0);
    console.log(`\n${path}: ${(total / 1000).toFixed(1)} kB`);
    for (const [p, n] of [...scripts].sort((a, b) => b[1] - a[1])) console.log(`  ${(n / 1000).toFixed(1).padStart(6)} ${p}`);
    await ctx.close();
  }
  await browser.close();
} finally {
  await server.stop();
}
