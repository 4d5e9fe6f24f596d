import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPhone, PHONE } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The public screens the server draws (apps/server/src/modules/seo/seo.routes.ts › SSR_PAGES). */
const DRAWN = [
  { path: '/', shows: '[data-testid="home-search"]' },
  { path: '/searchList?keyword=apple', shows: '.sku-card' },
  { path: '/productDetails?productSkuId=1', shows: '[data-testid="add-to-cart"]' },
  { path: '/promotion', shows: '.sku-card' },
  // The cart's frame: its lines are the browser's (a saved cart, a login), drawn once hydrated.
  { path: '/shoppingCart', shows: '[data-testid="cart"]' },
];

/** main.tsx's warning when React found the browser's tree differed from the server's markup. */
const watchRedraws = (page: Page) => {
  const redraws: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('hydration recovered by drawing afresh'))
      redraws.push(`${page.url()}: ${m.text().slice(0, 200)}`);
  });
  return redraws;
};

describe('server-drawn pages', () => {
  it('show their content with scripts turned off', async () => {
    // What a phone shows before the JavaScript has arrived and run.
    const context = await browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      javaScriptEnabled: false,
      baseURL: inject('baseURL'),
    });
    const page = await context.newPage();
    for (const { path, shows } of DRAWN) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await page.locator(shows).first().waitFor();
      expect(await page.locator('#root[data-live]').count(), path).toBe(0);
      // Every part is in place: none held back for a script to reveal.
      expect(await page.locator('[hidden][id^="S:"]').count(), path).toBe(0);
    }
    // Before the script, a tap on a category or a card is a link the browser follows.
    await page.goto('/');
    await page.locator('a[data-testid="home-category"]').first().click();
    await page.waitForURL('**/searchList?**');
    await page.locator('a[data-testid="sku-card"] .sku-card__name').first().click();
    await page.waitForURL('**/productDetails?**');
    await page.locator('[data-testid="add-to-cart"]').first().waitFor();
    await context.close();
  });

  it("show the cart's frame before the script, and a first-time visitor's empty cart once hydrated", async () => {
    const { context, page } = await openPhone(browser);
    await page.goto('/shoppingCart');
    await page.getByTestId('cart-empty').waitFor();
    expect(await page.getByTestId('cart-skeleton').isVisible()).toBe(false);
    await context.close();
  });

  it('ask a first visit for its position on Home once the page is live, and no one else', async () => {
    const { context, page } = await openPhone(browser, { positioned: false });
    const question = page.getByRole('dialog', { name: 'Allow location access' });
    const isOpen = () => page.evaluate(() => document.querySelector('dialog')?.open ?? null);
    await page.goto('/');
    await question.waitFor();
    expect(await isOpen()).toBe(true);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'hidden' });
    // Answered once (the app stores it): drawn, closed.
    await page.reload();
    await page.getByTestId('home-search').waitFor();
    expect(await isOpen()).toBe(false);
    // A shared link opens on its page, not on the question.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/searchList?keyword=apple');
    await page.getByTestId('sku-card').first().waitFor();
    expect(await isOpen()).toBeNull();
    await context.close();
  });

  it('hydrate without a redraw for a first-time and a returning visitor, and take taps at once', async () => {
    for (const positioned of [false, true]) {
      const { context, page } = await openPhone(browser, { positioned });
      const redraws = watchRedraws(page);
      if (!positioned) {
        // The first visit asks for the position over the drawn Home: answered once, remembered.
        await page.goto('/');
        const popup = page.getByRole('dialog', { name: 'Allow location access' });
        await popup.getByRole('button', { name: 'Cancel' }).click();
        await popup.waitFor({ state: 'hidden' });
      }
      for (const { path, shows } of DRAWN) {
        await page.goto(path);
        await page.locator(shows).first().waitFor();
        expect(await page.locator('#root[data-live]').count(), path).toBe(1);
      }
      // A returning visitor's cart is counted once the page is the browser's.
      // A product of one option, which "+" adds at once (one of several asks which).
      await page.goto('/searchList?keyword=butter');
      await page
        .locator('.sku-card:not(:has([data-testid="option-count"])) [data-testid="card-add-to-cart"]')
        .first()
        .click();
      await expect.poll(() => page.evaluate(() => localStorage.getItem('visitorCart'))).toMatch(/"quantity":1/);
      await page.goto('/');
      await page.getByTestId('tab-cart').getByTestId('cart-badge').filter({ hasText: '1' }).waitFor();
      await page.goto('/shoppingCart');
      await page.getByTestId('cart-lines').locator('li').first().waitFor();
      expect(redraws).toEqual([]);
      await context.close();
    }
  });

  it("keep the server's title once taken over, and name a product opened from a list", async () => {
    const { context, page } = await openPhone(browser);
    const hydrated = () => expect.poll(() => page.locator('#root[data-live]').count()).toBe(1);
    const titles: string[] = [];
    for (const path of ['/', '/searchList?keyword=apple', '/promotion', '/productDetails?productSkuId=1']) {
      const res = await page.goto(path);
      const served = /<title>([^<]*)<\/title>/.exec(await res!.text())![1]!.replaceAll('&amp;', '&');
      await hydrated();
      await expect.poll(() => page.title()).toBe(served);
      titles.push(served);
    }
    // The shop's name alone on Home, the screen's or the product's name before it elsewhere.
    expect(titles[0]).toBe('Mekong Mart');
    for (const title of titles.slice(1)) expect(title).toMatch(/^.+ · Mekong Mart$/);

    // Drawn by the browser: the product's name, not the kind of screen; back on Home, the shop's.
    await page.goto('/');
    await hydrated();
    const shopName = await page.title();
    await page.locator('[data-testid="sku-card"]:visible').first().click();
    await page.waitForURL('**/productDetails?**');
    const name = await page.locator('[data-testid="product-name"]:visible').innerText();
    await expect.poll(() => page.title()).toBe(`${name} · ${shopName}`);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.title()).toBe(shopName);
    await context.close();
  });

  it('open the screen of the first tap on a category or a card, on a slow phone, as soon as it shows', async () => {
    // 4× slower CPU and a slow 4G line: the drawn page shows well before its script has run.
    for (const { path, target, opens } of [
      { path: '/', target: 'a[data-testid="home-category"]', opens: '**/searchList?**' },
      { path: '/', target: 'a[data-testid="sku-card"]', opens: '**/productDetails?**' },
      { path: '/searchList?keyword=apple', target: 'a[data-testid="sku-card"]', opens: '**/productDetails?**' },
    ]) {
      const { context, page } = await openPhone(browser, { untilLive: false });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await page.goto(path, { waitUntil: 'commit' });
      const first = page.locator(`${target}:visible`).first();
      await first.waitFor();
      await first.tap();
      await page.waitForURL(opens);
      // Visible ones: a tap the app handled keeps the page it left, hidden, with its own cards.
      await page
        .locator(opens.includes('product') ? '[data-testid="add-to-cart"]:visible' : '.sku-card:visible')
        .first()
        .waitFor();
      await context.close();
    }
  });
});
