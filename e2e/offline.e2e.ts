import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openPhone, snap } from './support/browser.js';
import { answerWarehouseQuestion } from './support/login.js';
import { addToCartAndCheckout, chooseSlotAndPayment, visible } from './support/checkout.js';

/** Whether the element is what a tap at its centre reaches (nothing is laid over it). */
const uncovered = (locator: Locator) =>
  locator.evaluate((el) => {
    const b = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2));
  });

/** A demo member logs in with the password and lands on Home. */
async function logInHome(page: Page, phone: string) {
  await page.goto('/login?redirect=%2F');
  await page.getByTestId('login-phone').fill(phone);
  await page.getByTestId('login-next').click();
  await page.getByTestId('login-password').fill('demo1234');
  await page.getByTestId('login-submit').click();
  await answerWarehouseQuestion(page);
  await page.waitForURL((url) => url.pathname === '/');
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('installable and offline', () => {
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
    // The shell and the home screen from what was saved, its search box under the notice, not behind it.
    await page.getByTestId('home-search').waitFor();
    expect(await uncovered(page.getByTestId('home-search'))).toBe(true);
    await snap(page, 'offline-home');
    await expectAccessible(page, 'Home offline');

    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('offline-notice').count()).toBe(0);
    await context.close();
  });

  it('a member who reloads offline gets the saved Home as a visitor does; a page never seen says so, not a skeleton', async () => {
    const { context, page } = await openPhone(browser);
    await logInHome(page, '0987654303');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // A second visit online, controlled by the worker: Home and its catalogue reads are saved.
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await page.locator('[data-testid="sku-card"]:visible').first().waitFor();

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('offline-notice').waitFor();
    await page.getByTestId('home-search').waitFor();
    await page.locator('[data-testid="sku-card"]:visible').first().waitFor();
    expect(await page.getByTestId('boot-error').count()).toBe(0);
    await snap(page, 'offline-member-home');
    await expectAccessible(page, 'Home offline (member)');

    // A list never opened on this phone: the offline message in place of the cards.
    await page.goto('/searchList?keyword=apple');
    const failed = page.locator('[data-testid="load-failed"]:visible');
    await failed.waitFor();
    expect(await failed.textContent()).toMatch(/not saved on this phone yet/);
    expect(await page.locator('[data-testid="sku-skeleton"]:visible').count()).toBe(0);
    await snap(page, 'offline-not-saved');
    await expectAccessible(page, 'SearchList offline, never seen');

    // Back online, it reads again by itself.
    await context.setOffline(false);
    await page.locator('[data-testid="sku-card"]:visible').first().waitFor();
    expect(await failed.count()).toBe(0);
    await context.close();
  });

  it("keeps a member's add made offline on the phone and puts it in the cart, priced by the server, once back online", async () => {
    const { context, page } = await openPhone(browser);
    await logInHome(page, '0912345602');
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

  it('never places an order offline: the checkout says so, keeps the form, and places it once back online', async () => {
    const { context, page } = await openPhone(browser);
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await addToCartAndCheckout(page);
    // The worker controls the checkout: what it would do with the order's request is under test too.
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await visible(page, 'mode-pickup').check();
    await visible(page, 'pickup-point').waitFor();
    await visible(page, 'pickup-name').fill('Mai Offline');
    await visible(page, 'pickup-phone').fill('0901234567');
    await chooseSlotAndPayment(page, 'bankTransfer');

    // Every attempt to place the order, and every answer the server gave to one.
    const attempts: (string | undefined)[] = [];
    const answered: number[] = [];
    context.on('request', (r) => {
      if (r.url().includes('/api/order/generateOrder')) attempts.push(r.headers()['idempotency-key']);
    });
    context.on('response', (r) => {
      if (r.url().includes('/api/order/generateOrder')) answered.push(r.status());
    });

    await context.setOffline(true);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    await visible(page, 'place-order').click();
    await visible(page, 'retry-hint').waitFor();
    expect(await visible(page, 'retry-hint').textContent()).toMatch(/connection was lost/);
    // Seen where the button was tapped, nothing over it; the way back is not under the notice.
    expect(await uncovered(visible(page, 'retry-hint'))).toBe(true);
    expect(await uncovered(page.locator('.nav-bar__back:visible'))).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/submitOrder');
    expect(await visible(page, 'pickup-name').inputValue()).toBe('Mai Offline');
    expect(answered).toEqual([]);
    await snap(page, 'offline-order-refused');
    await expectAccessible(page, 'SubmitOrder offline');

    // Back online nothing is sent by itself (no queue, no background sync): the person taps again,
    // with the same idempotency key, and exactly one order is placed.
    await context.setOffline(false);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(true);
    expect(answered).toEqual([]);
    await visible(page, 'place-order').click();
    await page.waitForURL('**/orderResult?orderId=*&orderSecret=*');
    expect(answered).toEqual([200]);
    expect(attempts.length).toBe(2);
    expect(attempts[0]).toBeTruthy();
    expect(attempts[1]).toBe(attempts[0]);
    await page.goto('/orderList');
    await visible(page, 'order-card').first().waitFor();
    expect(await visible(page, 'order-card').count()).toBe(1);
    await context.close();
  });
});
