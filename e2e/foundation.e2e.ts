import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openPhone, snap } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the storefront shell', () => {
  it('asks for the position on a first visit, and the popup is accessible', async () => {
    const { context, page } = await openPhone(browser, { positioned: false });
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Allow location access' });
    await dialog.waitFor();
    await snap(page, 'foundation-position-popup');
    await expectAccessible(page, 'Position popup');
    // The overlay does not close it: tap outside the dialog box.
    await page.mouse.click(20, 820);
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const stored = await page.evaluate(() => localStorage.getItem('currentPosition'));
    expect(JSON.parse(stored!)).toMatchObject({ latitude: 10.7769, longitude: 106.7009 });
    await context.close();
  });

  it('loads home with the tab bar, and the tab bar navigates', async () => {
    const { context, page } = await openPhone(browser);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByTestId('home-search').waitFor();
    await snap(page, 'foundation-home');

    const tabs = page.getByRole('navigation', { name: 'Main navigation' });
    await tabs.getByTestId('tab-cart').click();
    await page.waitForURL('**/shoppingCart');
    await tabs.getByTestId('tab-orders').click();
    await page.waitForURL('**/orderList');
    await tabs.getByTestId('tab-promotion').click();
    await page.waitForURL('**/promotion');
    await tabs.getByTestId('tab-home').click();
    await page.waitForURL((url) => url.pathname === '/');
    // The tab bar marks the tab after the route has rendered, a moment after the URL changed.
    await expect
      .poll(() => tabs.getByTestId('tab-home').getAttribute('aria-current'), { timeout: 10_000 })
      .toBe('page');
    await context.close();
  });

  it('sends a visitor opening a protected route to login with the redirect', async () => {
    const { context, page } = await openPhone(browser);
    await page.goto('/my');
    await page.waitForURL('**/login?redirect=%2Fmy');
    expect(new URL(page.url()).search).toBe('?redirect=%2Fmy');
    // The tab keeps the query too: /coupon?x=1 → redirect=%2Fcoupon%3Fx%3D1
    await page.goto('/coupon?x=1');
    await page.waitForURL('**/login?redirect=%2Fcoupon%3Fx%3D1');
    await context.close();
  });

  it('shows Vietnamese with ?locale=vi-VN', async () => {
    const { context, page } = await openPhone(browser);
    await page.goto('/?locale=vi-VN');
    await page.getByTestId('tab-cart').waitFor();
    expect(await page.getByTestId('tab-cart').innerText()).toContain('Giỏ hàng');
    expect(await page.locator('html').getAttribute('lang')).toBe('vi-VN');
    await context.close();
  });

  it('switches the language on Set Language, and the choice survives a reload', async () => {
    const { context, page } = await openPhone(browser);
    await page.goto('/setLanguage');
    await page.getByTestId('locale-th-TH').waitFor();
    await page.getByTestId('locale-th-TH').click();
    await page.waitForFunction(() => document.documentElement.lang === 'th-TH');
    await snap(page, 'foundation-set-language-th');
    await page.reload();
    // Wait for the screen itself, not the splash (which has a heading of its own).
    await page.getByTestId('locale-th-TH').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('th-TH');
    expect(await page.getByRole('heading', { level: 1 }).first().innerText()).toBe('ภาษา');
    expect(await page.getByTestId('locale-th-TH').isChecked()).toBe(true);
    await context.close();
  });

  it('loads a deep link to /productDetails', async () => {
    const { context, page } = await openPhone(browser);
    const res = await page.goto('/productDetails?productSkuId=1');
    expect(res?.status()).toBe(200);
    await page.locator('.app-column[data-route="ProductDetails"]').waitFor();
    expect(await page.getByRole('button', { name: 'Back' }).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('keeps the API answering with the envelope for unknown API paths', async () => {
    const { context, page } = await openPhone(browser);
    const res = await page.request.get('/api/nothing/here');
    expect(res.status()).toBe(404);
    expect(await res.json()).toMatchObject({ code: 404, data: null });
    await context.close();
  });
});
