import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openDesk, openPhone, snap, untilStill } from './support/browser.js';
import { answerWarehouseQuestion } from './support/login.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

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

/** The catalogue staff member's session token, as the console keeps it. */
const tokenOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('consoleSession') ?? '{}') as { token?: string }).token ?? '');

/** What the shop answers for a SKU in Ho Chi Minh City. */
async function shopPrice(page: Page, productSkuId: number): Promise<number> {
  const res = await page.request.post('/api/sku/detail', { data: { productSkuId, warehouseId: 1 } });
  return ((await res.json()) as { data: { price: number } }).data.price;
}

async function signIn(page: Page) {
  await page.goto('/console/');
  await page.waitForURL('**/console/sign-in');
  await page.getByLabel('Phone number').fill('0938123412');
  await page.getByLabel('Password').fill('catalog1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/console/catalogue');
}

const deskPage = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Promotion desk pages' }).getByRole('menuitem', { name });

/** The console, the shop and a customer's phone in one test: room for a busy machine. */
const LONG_JOURNEY = 120_000;

describe('the promotion desk in the staff console', () => {
  it(
    'changes a promotion price and creates a coupon; the shop prices the one and lets a customer claim the other',
    async () => {
      const { context, page } = await openDesk(browser);
      await signIn(page);
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('menuitem', { name: /Promotions/ })
        .click();
      await page.waitForURL('**/console/promotions');
      await page.getByRole('heading', { name: 'Promotions', level: 1 }).waitFor();
      await page.locator('.ant-table-row').first().waitFor();
      await untilStill(page);
      await expectAccessible(page, 'console promotions');
      await snap(page, 'console-promotions');

      // The first running promotion price in Vietnam, as the console lists it.
      await page.goto('/console/promotions?kind=price&state=running&country=VN');
      const token = await tokenOf(page);
      const listed = await page.request.get(
        '/api/staff/catalogue/promotion/list?kind=price&state=running&countryCode=VN&pageSize=1',
        { headers: { authorization: token } },
      );
      const promotion = ((await listed.json()) as { data: { list: DeskPromotion[] } }).data.list[0]!;
      const cheaper = Math.max(500, Math.floor((promotion.listPrice * 0.55) / 500) * 500);
      expect(cheaper).not.toBe(promotion.promotionPrice);
      const row = page.locator('.ant-table-row').first();
      await row.getByRole('button', { name: `Edit ${promotion.title}`, exact: true }).click();
      const drawer = page.getByRole('dialog');
      await drawer.getByLabel('Promotion price').waitFor();
      await untilStill(page, '.ant-drawer-content-wrapper');
      await expectAccessible(page, 'console promotion drawer');
      await drawer.getByLabel('Promotion price').fill(String(cheaper));
      await drawer.getByLabel('In English').fill('Desk e2e price');
      await drawer.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Saved. The shop shows it from now on.').first().waitFor();
      await expect.poll(() => shopPrice(page, promotion.targetId)).toBe(cheaper);

      // The shop's product page names the promotion as the desk wrote it.
      const phone = await openPhone(browser);
      await phone.page.goto(`/productDetails?productSkuId=${promotion.targetId}`);
      await expect.poll(() => phone.page.getByTestId('product-promotion').textContent()).toContain('Desk e2e price');
      await phone.context.close();

      // A coupon with a code of its own, created in the console.
      await deskPage(page, 'Coupons').click();
      await page.waitForURL('**/console/promotions/coupons');
      await page.getByRole('heading', { name: 'Coupons', level: 1 }).waitFor();
      await page.locator('.ant-table-row').first().waitFor();
      await untilStill(page);
      await expectAccessible(page, 'console coupons');
      await snap(page, 'console-coupons');
      const code = `E2E${randomUUID().slice(0, 8).toUpperCase()}`;
      await page.getByRole('button', { name: 'New coupon' }).click();
      const form = page.getByRole('dialog');
      await form.getByLabel('Code').waitFor();
      await untilStill(page, '.ant-drawer-content-wrapper');
      await form.getByLabel('Code').fill(code);
      await form.getByLabel('Amount off').fill('15000');
      await form.getByLabel('How many in all').fill('5');
      await form.getByLabel('In English').fill(`Desk coupon ${code}`);
      await expectAccessible(page, 'console coupon drawer');
      await form.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Saved. The shop shows it from now on.').first().waitFor();
      await page.getByRole('button', { name: `Desk coupon ${code}`, exact: true }).waitFor();

      // A customer claims it in the shop, once: the limit per customer holds.
      const shopper = await openPhone(browser);
      await shopper.page.goto(`/login?redirect=${encodeURIComponent('/coupon')}`);
      await shopper.page.getByTestId('login-phone').fill('0987654303');
      await shopper.page.getByTestId('login-next').click();
      await shopper.page.getByTestId('login-password').fill('demo1234');
      await shopper.page.getByTestId('login-submit').click();
      await answerWarehouseQuestion(shopper.page);
      await shopper.page.waitForURL('**/coupon');
      // The claim form; the list of unused coupons shows once there is one.
      await shopper.page.getByTestId('coupon-code').waitFor();
      await shopper.page.getByTestId('coupon-code').fill(code.toLowerCase());
      await shopper.page.getByTestId('coupon-claim').click();
      await shopper.page.getByTestId('coupon-list-unused').getByText(`Desk coupon ${code}`).waitFor();
      await shopper.page.getByTestId('coupon-code').fill(code);
      await shopper.page.getByTestId('coupon-claim').click();
      await shopper.page
        .getByRole('alert')
        .filter({ hasText: /already claimed/ })
        .waitFor();
      await shopper.context.close();

      // The desk sees who holds it.
      await page.getByRole('button', { name: `Holders of Desk coupon ${code}` }).click();
      await page.getByRole('dialog').getByText('+84 987654303').waitFor();
      await untilStill(page, '.ant-drawer-content-wrapper');
      await expectAccessible(page, 'console coupon holders');

      // Leave the shop's promotion as it was for the other tests.
      const restored = await page.request.post('/api/staff/catalogue/promotion/save', {
        headers: { authorization: token },
        data: {
          promotionId: promotion.promotionId,
          kind: promotion.kind,
          countryCode: promotion.countryCode,
          scope: promotion.scope,
          targetId: promotion.targetId,
          titles: promotion.titles,
          promotionPrice: String(promotion.promotionPrice),
          startsAt: promotion.startsAt,
          endsAt: promotion.endsAt,
        },
      });
      expect(restored.status()).toBe(200);
      expect(await shopPrice(page, promotion.targetId)).toBe(promotion.promotionPrice);
      await context.close();
    },
    LONG_JOURNEY,
  );
});
