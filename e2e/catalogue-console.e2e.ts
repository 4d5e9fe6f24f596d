import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openDesk, openPhone, snap, untilStill } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface ShopSku {
  name: string;
  price: number;
  pic: string;
}

/** A one-pixel PNG: enough for the server's picture pipeline to decode and re-encode. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** What the shop answers for a SKU in Ho Chi Minh City, or null once it is no longer sold. */
async function shopSku(page: Page, productSkuId: number, locale = 'en-US'): Promise<ShopSku | null> {
  const res = await page.request.post('/api/sku/detail', {
    data: { productSkuId, warehouseId: 1 },
    headers: { 'accept-language': locale },
  });
  const body = (await res.json()) as { code: number; data: ShopSku };
  return body.code === 200 ? body.data : null;
}

/** Signs in as the catalogue staff member (Tùng Ngô), who lands on the catalogue. */
async function signInToCatalogue(page: Page) {
  await page.goto('/console/');
  await page.waitForURL('**/console/sign-in');
  await page.getByLabel('Phone number').fill('0938123412');
  await page.getByLabel('Password').fill('catalog1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/console/catalogue');
  await page.getByRole('heading', { name: 'Catalogue', level: 1 }).waitFor();
}

/** The catalogue staff member's session token, as the console keeps it. */
const tokenOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('consoleSession') ?? '{}') as { token?: string }).token ?? '');

describe('the catalogue in the staff console', () => {
  it('edits a price, a Thai name and a photo and takes a product off the shelf; the shop shows each at once', async () => {
    const { context, page } = await openDesk(browser);
    await page.goto('/console/');
    await page.waitForURL('**/console/sign-in');
    await page.getByLabel('Phone number').fill('0938123412');
    await page.getByLabel('Password').fill('catalog1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // A catalogue-only staff member starts on the catalogue.
    await page.waitForURL('**/console/catalogue');
    await page.getByRole('heading', { name: 'Catalogue', level: 1 }).waitFor();
    await untilStill(page);
    await expectAccessible(page, 'console catalogue');
    await snap(page, 'console-catalogue');

    await page.getByRole('searchbox', { name: /Search by name/ }).fill('durian');
    await page.getByRole('searchbox', { name: /Search by name/ }).press('Enter');
    await page.waitForURL('**/console/catalogue?keyword=durian');
    const first = page.locator('.ant-table-row .catalogue__open').first();
    await first.waitFor();
    await first.click();
    await page.waitForURL(/\/console\/catalogue\/\d+$/);
    const productId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('heading', { name: 'Names and descriptions' }).waitFor();
    await untilStill(page);
    await expectAccessible(page, 'console product');
    await snap(page, 'console-catalogue-product');

    const token = await tokenOf(page);
    const detail = await page.request.get(`/api/staff/catalogue/product/detail?productId=${productId}`, {
      headers: { authorization: token },
    });
    const product = (
      (await detail.json()) as {
        data: {
          names: Record<string, string>;
          skus: { skuId: number; prices: { countryCode: string; price: number }[] }[];
        };
      }
    ).data;
    const skuId = product.skus[0]!.skuId;
    const before = (await shopSku(page, skuId))!;

    // A price in đồng (no minor unit): the shop charges it on its next request.
    const vnd = page.getByLabel('New price in VND').first();
    await vnd.fill('98000');
    await page.getByRole('button', { name: 'Save the price in VND' }).first().click();
    await page.getByText('₫98,000').first().waitFor();
    expect((await shopSku(page, skuId))?.price).toBe(98000);

    // The Thai name, side by side with the five others.
    await page.getByLabel('Name in ไทย').fill('ทุเรียนหมอนทองทดสอบ');
    await page.getByRole('button', { name: 'Save names, descriptions and category' }).click();
    await page.getByText('Saved. The shop shows it from now on.').first().waitFor();
    const phone = await openPhone(browser, { locale: 'th-TH' });
    await phone.page.goto(`/productDetails?productSkuId=${skuId}`);
    await expect.poll(() => phone.page.getByTestId('product-name').textContent()).toBe('ทุเรียนหมอนทองทดสอบ');
    await phone.context.close();

    // A photo through the picture pipeline: the shop's main picture at once.
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'durian.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    await page.getByRole('img', { name: 'Photo 1' }).waitFor();
    await expect.poll(async () => (await shopSku(page, skuId))?.pic ?? '').toContain('/api/upload/file/');

    // Off the shelf: the shop no longer sells it.
    await page.getByRole('button', { name: 'Take off the shelf' }).click();
    await page.getByText('Off the shelf').first().waitFor();
    // antd's toasts slide in: axe measures contrast once they stand still.
    await untilStill(page, '.ant-message-notice, [role="dialog"]');
    await expectAccessible(page, 'console product off the shelf');
    expect(await shopSku(page, skuId)).toBeNull();

    // The stock dialog, for axe, then closed unchanged.
    await page.getByRole('button', { name: 'Adjust the stock in District 1 warehouse' }).first().click();
    await page.getByRole('dialog').waitFor();
    await untilStill(page, '.ant-modal');
    await expectAccessible(page, 'console stock adjustment');
    await page.getByRole('button', { name: 'Cancel' }).click();

    // Leave the shop as it was for the other tests.
    const restore = (path: string, data: unknown) =>
      page.request.post(`/api/staff/catalogue/${path}`, { data, headers: { authorization: token } });
    await restore('product/shelf', { productId, onShelf: true });
    await restore('picture/arrange', { productId, uploads: [] });
    await restore('product/save', { productId, names: { 'th-TH': product.names['th-TH'] ?? '' } });
    const original = product.skus[0]!.prices.find((p) => p.countryCode === 'VN')!.price;
    await restore('price/set', { skuId, countryCode: 'VN', amount: String(original) });
    expect((await shopSku(page, skuId))?.price).toBe(before.price);
    await context.close();
  });

  it('makes a product with two sizes as SKUs; the shop finds it by its Vietnamese name at once', async () => {
    const { context, page } = await openDesk(browser);
    await signInToCatalogue(page);
    // A name no other run left behind: the shop's search finds this product and no other.
    const mark = String(Date.now()).slice(-6);
    const english = `Calamansi Cordial ${mark}`;

    await page.getByRole('button', { name: 'New product' }).click();
    await page.waitForURL('**/console/catalogue/new');
    await page.getByRole('heading', { name: 'New product', level: 1 }).waitFor();
    await untilStill(page);
    await expectAccessible(page, 'console new product');

    await page.getByRole('combobox', { name: 'Category' }).fill('Fruit');
    await page.getByRole('combobox', { name: 'Category' }).press('Enter');
    await page.getByLabel('Name in English').fill(english);
    await page.getByLabel('Name in Tiếng Việt').fill(`Nước cốt tắc ${mark}`);
    await page.getByRole('button', { name: 'Add an option' }).click();
    await page.getByLabel('Name of Option 1 in English').fill('Size');
    await page.getByLabel('Value 1 of Option 1 in English').fill('330 ml');
    await page.getByRole('button', { name: 'Add a value to Option 1' }).click();
    await page.getByLabel('Value 2 of Option 1 in English').fill('1 L');
    await page.getByLabel('Unit in English').fill('bottle');
    await page.getByLabel('Price of 330 ml in VND').fill('18000');
    await page.getByLabel('Price of 1 L in VND').fill('42000');
    await untilStill(page);
    await expectAccessible(page, 'console new product filled');
    await snap(page, 'console-catalogue-new-product');

    await page.getByRole('button', { name: 'Make the product' }).click();
    await page.waitForURL(/\/console\/catalogue\/\d+$/);
    await page.getByRole('heading', { name: 'Options and SKUs' }).waitFor();
    await expect.poll(() => page.locator('.ant-tag', { hasText: /^1 L$/ }).count()).toBeGreaterThan(0);
    await untilStill(page, '.ant-message-notice, [role="dialog"]');
    await expectAccessible(page, 'console product made');
    const productId = Number(new URL(page.url()).pathname.split('/').pop());

    // The shop: found by its Vietnamese name typed without tones, priced from the cheaper size.
    const phone = await openPhone(browser, { locale: 'vi-VN' });
    await phone.page.goto(`/searchList?keyword=${encodeURIComponent(`nuoc cot tac ${mark}`)}`);
    const card = phone.page.getByTestId('sku-card').filter({ hasText: `Nước cốt tắc ${mark}` });
    await card.first().waitFor();
    expect(await phone.page.getByTestId('sku-card').count()).toBe(1);
    expect(await card.first().innerText()).toMatch(/18[.,]000/);
    await expectAccessible(phone.page, 'shop search finds the new product');
    await phone.context.close();

    // The other catalogue screens, for axe: their menu is on the catalogue's lists, not a product's page.
    await page.goto('/console/catalogue');
    for (const [link, heading] of [
      ['Categories', 'Categories'],
      ['Search words', 'Search words'],
      ['Import and export', 'Import and export'],
    ] as const) {
      await page.getByRole('navigation', { name: 'Catalogue screens' }).getByRole('link', { name: link }).click();
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await untilStill(page);
      await expectAccessible(page, `console ${heading}`);
    }

    // Leave the shop as it was: the new product off the shelf.
    const token = await tokenOf(page);
    await page.request.post('/api/staff/catalogue/product/shelf', {
      data: { productId, onShelf: false },
      headers: { authorization: token },
    });
    await context.close();
  });
});
