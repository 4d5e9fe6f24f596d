import { chromium } from 'playwright-core';
import { ensureAllBuilt } from './lib/build.mjs';
import { startBuiltServer } from './lib/serve.mjs';
ensureAllBuilt();
const server = await startBuiltServer({ label: 'zz' });
try {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const id = (await (await fetch(`${server.baseURL}/api/home/pageRecommendProduct?pageNum=1&pageSize=1`)).json()).data.list[0].productSkuId;
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const page = await ctx.newPage();
  await page.goto(`${server.baseURL}/productDetails?productSkuId=${id}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  console.log('description top', await page.getByTestId('product-description').evaluate((el) => el.getBoundingClientRect().top));
  await page.screenshot({ path: '/tmp/pd.png' });
  await page.goto(`${server.baseURL}/`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/home.png' });
  await page.goto(`${server.baseURL}/shoppingCart`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/cart.png' });
  await browser.close();
} finally {
  await server.stop();
}
