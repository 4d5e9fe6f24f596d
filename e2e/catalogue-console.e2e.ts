import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, openDesk, openPhone, snap, untilStill } from './support/browser.js';
import { checkDialog, signInToCatalogue, staffCall } from './support/console.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface ShopSku {
  name: string;
  price: number;
  pic: string;
  originalPrice: number;
  productId: number;
}

interface DeskPromotion {
  promotionId: number;
  kind: 'price';
  countryCode: string;
  scope: 'sku';
  targetId: number;
  title: string;
  titles: Record<string, string>;
  promotionPrice: number;
  listPrice: number;
  startsAt: string;
  endsAt: string;
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

/** Only the digits of a price as a page shows it: the check holds whatever the locale's separators. */
const digitsOf = async (locator: Locator) => (await locator.innerText()).replace(/\D/g, '');

/** The promoted SKU's price, name, photo and promotion, and everything else the console can change. */
const LONG_JOURNEY = 180_000;

describe('the catalogue in the staff console', () => {
  it(
    "edits a price, a Thai name, a photo and a promotion; the shop's Thai product page shows all four at once",
    async () => {
      const { context, page } = await openDesk(browser);
      await signInToCatalogue(page);
      await untilStill(page);
      await expectAccessible(page, 'console catalogue');
      await snap(page, 'console-catalogue');

      // A SKU a promotion price runs on in Vietnam: its list price, name, photo and promotion change.
      const { list } = await staffCall<{ list: DeskPromotion[] }>(
        page,
        'GET',
        'promotion/list?kind=price&state=running&countryCode=VN&pageSize=1',
      );
      const promotion = list[0]!;
      const skuId = promotion.targetId;
      const before = (await shopSku(page, skuId))!;
      const { productId } = before;

      // Found by its number, as staff type it in the catalogue's search.
      const search = page.getByRole('searchbox', { name: /Search by name/ });
      await search.fill(String(productId));
      await search.press('Enter');
      await page.waitForURL(`**/console/catalogue?keyword=${productId}`);
      await page.locator(`.ant-table-row[data-row-key="${productId}"] .catalogue__open`).click();
      await page.waitForURL(`**/console/catalogue/${productId}`);
      await page.getByRole('heading', { name: 'Names and descriptions' }).waitFor();
      await untilStill(page);
      await expectAccessible(page, 'console product');
      await snap(page, 'console-catalogue-product');
      const product = await staffCall<{
        names: Record<string, string>;
        pictures: string[];
        skus: { skuId: number; prices: { countryCode: string; price: number }[] }[];
      }>(page, 'GET', `product/detail?productId=${productId}`);
      const listBefore = product.skus.find((s) => s.skuId === skuId)!.prices.find((p) => p.countryCode === 'VN')!.price;

      // The list price in đồng (no minor unit), in the promoted SKU's own prices.
      const listPrice = listBefore + 2000;
      const prices = page.locator(`section[aria-labelledby="prices-${skuId}"]`);
      await prices.getByLabel('New price in VND').fill(String(listPrice));
      await prices.getByRole('button', { name: 'Save the price in VND' }).click();
      await expect.poll(async () => (await shopSku(page, skuId))?.originalPrice).toBe(listPrice);

      // The Thai name, side by side with the five others.
      const thaiName = 'ทุเรียนหมอนทองทดสอบ';
      await page.getByLabel('Name in ไทย').fill(thaiName);
      await page.getByRole('button', { name: 'Save names, descriptions and category' }).click();
      await page.getByText('Saved. The shop shows it from now on.').first().waitFor();

      // A photo through the picture pipeline; the button says which formats it takes.
      await page.getByText(/^Takes JPEG, PNG, WebP, AVIF or GIF photos/).waitFor();
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'durian.png', mimeType: 'image/png', buffer: PIXEL_PNG });
      await page.getByRole('img', { name: `Photo ${product.pictures.length + 1}` }).waitFor();
      const pictures = (await staffCall<{ pictures: string[] }>(page, 'GET', `product/detail?productId=${productId}`))
        .pictures;
      const photoKey = /\/upload\/file\/([A-Za-z0-9_-]{22})/.exec(pictures.at(-1)!)![1]!;
      // The new photo is the main one the shop shows first.
      if (pictures.length > 1)
        await page.getByRole('button', { name: `Make photo ${pictures.length} the main one` }).click();

      // The promotion: a lower price and a Thai title, on the desk.
      const promotionPrice = Math.max(500, Math.floor((listPrice * 0.55) / 500) * 500);
      const thaiTitle = 'ลดราคาทุเรียนทดสอบ';
      await page.goto('/console/promotions?kind=price&state=running&country=VN');
      await page.locator('.ant-table-row').first().waitFor();
      await page
        .locator('.ant-table-row')
        .first()
        .getByRole('button', { name: `Edit ${promotion.title}`, exact: true })
        .click();
      const drawer = page.getByRole('dialog');
      await drawer.getByLabel('Promotion price').waitFor();
      await untilStill(page, '.ant-drawer-content-wrapper');
      await expectAccessible(page, 'console promotion drawer');
      await drawer.getByLabel('Promotion price').fill(String(promotionPrice));
      await drawer.getByLabel('In ไทย').fill(thaiTitle);
      await drawer.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Saved. The shop shows it from now on.').first().waitFor();

      // The shop in Thai, on a phone: the four changes on the product's page.
      const phone = await openPhone(browser, { locale: 'th-TH' });
      await phone.page.goto(`/productDetails?productSkuId=${skuId}`);
      await expect.poll(() => phone.page.getByTestId('product-name').textContent()).toBe(thaiName);
      const summary = phone.page.locator('.pd-summary');
      await expect.poll(() => digitsOf(summary.locator('.price__now'))).toBe(String(promotionPrice));
      expect(await digitsOf(summary.locator('.price__was'))).toBe(String(listPrice));
      expect(await phone.page.getByTestId('product-promotion').textContent()).toContain(thaiTitle);
      const gallery = phone.page.locator('.pd-gallery__img').first();
      expect(await gallery.getAttribute('src')).toContain(`/api/upload/file/${photoKey}`);
      await expect
        .poll(() => gallery.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      await snap(phone.page, 'shop-product-edited-in-console');
      await phone.context.close();

      // Off the shelf: the shop no longer sells it.
      await page.goto(`/console/catalogue/${productId}`);
      await page.getByRole('button', { name: 'Take off the shelf' }).click();
      await page.getByText('Off the shelf').first().waitFor();
      // antd's toasts slide in: axe measures contrast once they stand still.
      await untilStill(page, '.ant-message-notice, [role="dialog"]');
      await expectAccessible(page, 'console product off the shelf');
      expect(await shopSku(page, skuId)).toBeNull();

      // Leave the shop as it was for the other tests.
      await staffCall(page, 'POST', 'product/shelf', { productId, onShelf: true });
      await staffCall(page, 'POST', 'picture/arrange', { productId, uploads: product.pictures });
      await staffCall(page, 'POST', 'product/save', { productId, names: { 'th-TH': product.names['th-TH'] ?? '' } });
      await staffCall(page, 'POST', 'price/set', { skuId, countryCode: 'VN', amount: String(listBefore) });
      await staffCall(page, 'POST', 'promotion/save', {
        promotionId: promotion.promotionId,
        kind: promotion.kind,
        countryCode: promotion.countryCode,
        scope: promotion.scope,
        targetId: promotion.targetId,
        titles: promotion.titles,
        promotionPrice: String(promotion.promotionPrice),
        startsAt: promotion.startsAt,
        endsAt: promotion.endsAt,
      });
      expect(await shopSku(page, skuId)).toMatchObject({ price: before.price, originalPrice: before.originalPrice });
      await context.close();
    },
    LONG_JOURNEY,
  );

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
    // Every name and description missing: each card marks both, apart.
    await snap(page, 'console-catalogue-new-product-texts');

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

    // The product page's dialogs and drawers, for axe, each closed unchanged.
    const first = (name: string) => page.getByRole('button', { name, exact: true }).first().click();
    await checkDialog(page, 'console option dialog', () => first('Edit the option Size'));
    await checkDialog(page, 'console price set ahead', () => first('Set a price ahead'));
    await checkDialog(page, 'console stock adjustment', () => first('Adjust the stock in District 1 warehouse'));
    await checkDialog(page, 'console stock history', () => first('Stock history in District 1 warehouse'));
    await checkDialog(page, 'console low-stock alert', () => first('Set the low-stock alert in District 1 warehouse'));

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
      if (link === 'Categories') {
        // A category selected opens its editor beside the tree.
        await page.locator('.catalogue__tree .ant-tree-node-content-wrapper').first().click();
        await page.getByRole('button', { name: 'Save the category' }).waitFor();
        await untilStill(page);
        await expectAccessible(page, 'console category editor');
      }
      if (link === 'Search words') {
        await checkDialog(page, 'console synonym dialog', () => first('New synonym'));
      }
    }

    // A CSV file with errors: the dry run lists each by line, and nothing is written.
    await page.getByLabel('CSV file').setInputFiles({
      name: 'prices.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('sku_id,price_VN\n999999999,cheap\n'),
    });
    await page.getByRole('button', { name: 'Check the file' }).click();
    await page
      .getByRole('status')
      .getByText(/errors: nothing was written/)
      .waitFor();
    await untilStill(page);
    await expectAccessible(page, 'console CSV check results');
    await snap(page, 'console-catalogue-csv-check');

    // Leave the shop as it was: the new product off the shelf.
    await staffCall(page, 'POST', 'product/shelf', { productId, onShelf: false });
    await context.close();
  });
});
