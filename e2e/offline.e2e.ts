import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openPhone, snap } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('installable and offline (issue 13)', () => {
  it('links a manifest with the shop name and icons', async () => {
    const { context, page } = await openPhone(browser);
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await page.request.get(href!)).json();
    expect(manifest.name).toBe('Storefront');
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    for (const icon of manifest.icons) expect((await page.request.get(icon.src)).ok()).toBe(true);
    await context.close();
  });

  it('opens the shell and a page seen before with the network gone, and says it is offline', async () => {
    const { context, page } = await openPhone(browser);
    await page.goto('/');
    await page.getByTestId('home-search').waitFor();
    // The worker is registered after load and has precached the shell once it is active.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.state;
    });
    // A second visit online: now controlled by the worker, which keeps this page and its reads.
    await page.reload();
    await page.getByTestId('home-search').waitFor();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    expect(await page.getByTestId('offline-notice').count()).toBe(0);
    // Online, the worker passes Home to the server: the drawn page is hydrated, not replaced by the
    // precached shell drawn afresh (main.tsx marks which way the page started).
    const started = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('mark')
          .map((m) => m.name)
          .filter((n) => n.startsWith('storefront:')),
      );
    await expect.poll(started).toEqual(['storefront:hydrate']);

    await context.setOffline(true);
    await expect.poll(() => page.getByTestId('offline-notice').isVisible()).toBe(true);
    await page.reload();
    await page.getByTestId('offline-notice').waitFor();
    expect(await page.getByTestId('offline-notice').textContent()).toMatch(/offline/i);
    // The shell and the home screen from what was saved.
    await page.getByTestId('home-search').waitFor();
    await snap(page, 'offline-home');
    await expectAccessible(page, 'Home offline');

    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('offline-notice').count()).toBe(0);
    await context.close();
  });

  it("keeps a member's add made offline on the phone and puts it in the cart, priced by the server, once back online", async () => {
    const { context, page } = await openPhone(browser);
    await page.goto('/login?redirect=%2F');
    await page.getByTestId('login-phone').fill('0912345602');
    await page.getByTestId('login-next').click();
    await page.getByTestId('login-password').fill('demo1234');
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === '/');
    const card = page.locator('[data-testid="sku-card"]:visible').first();
    await card.waitFor();
    await card.click();
    await page.waitForURL('**/productDetails?**');
    const add = page.locator('[data-testid="add-to-cart"]:visible');
    await expect.poll(() => add.isEnabled()).toBe(true);

    await context.setOffline(true);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    await add.click();
    await page.getByText('You are offline: it is saved on this phone').waitFor();
    await snap(page, 'offline-add-queued');

    const sent = page.waitForResponse((r) => r.url().includes('/api/cart/addV2'));
    await context.setOffline(false);
    const answer = await sent;
    expect(answer.status()).toBe(200);
    const { warehouseId, productSkuId } = answer.request().postDataJSON() as {
      warehouseId: number;
      productSkuId: number;
    };

    await page.goto('/shoppingCart');
    await page.locator(`[data-testid="cart-line"][data-sku="${productSkuId}"]`).first().waitFor();
    expect(await page.getByTestId('cart-waiting').count()).toBe(0);
    await snap(page, 'offline-add-sent');

    // Leave Minh's cart as it was for the checkout tests.
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('user') ?? '{}') as { token?: string }).token ?? '',
    );
    const cleared = await page.request.post('/api/cart/delete', {
      data: { warehouseId, productSkuIds: [productSkuId] },
      headers: { authorization: token },
    });
    expect(cleared.ok()).toBe(true);
    await context.close();
  });
});
