import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectAccessible, launchBrowser, openDesk, openPhone, snap, untilStill } from './support/browser.js';
import { checkDialog, signInToCatalogue } from './support/console.js';
import { answerWarehouseQuestion } from './support/login.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const deskPage = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Promotion desk pages' }).getByRole('menuitem', { name });

/**
 * A desk page opened by `open`: its list shown, checked with axe and photographed, then the
 * drawer of its first "New …" button checked and closed.
 */
async function showDeskPage(page: Page, open: () => Promise<void>, path: string, heading: string, newButton: string) {
  await open();
  await page.waitForURL(`**/console/promotions${path}`);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  await page.locator('.ant-table-row').first().waitFor();
  await untilStill(page);
  await expectAccessible(page, `console ${heading}`);
  await snap(page, `console-${path.slice(1) || 'promotions'}`);
  await checkDialog(page, `console ${newButton} drawer`, () => page.getByRole('button', { name: newButton }).click());
}

/** The console and a customer's phone in one test: room for a busy machine. */
const LONG_JOURNEY = 120_000;

describe('the promotion desk in the staff console', () => {
  // A promotion price edited on the desk and seen on the shop's product page is the catalogue
  // journey's (catalogue-console.e2e.ts): there, with the price, name and photo of the same product.
  it(
    'creates a coupon a customer claims in the shop; every desk page and drawer passes axe',
    async () => {
      const { context, page } = await openDesk(browser);
      await signInToCatalogue(page);
      await showDeskPage(
        page,
        () =>
          page
            .getByRole('navigation', { name: 'Main menu' })
            .getByRole('menuitem', { name: /Promotions/ })
            .click(),
        '',
        'Promotions',
        'New promotion',
      );

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
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });

      // Freight activities, and the Home page's curation: banners, special lists, recommendations.
      await showDeskPage(
        page,
        () => deskPage(page, 'Freight activities').click(),
        '/freight',
        'Freight activities',
        'New freight activity',
      );
      await showDeskPage(page, () => deskPage(page, 'Home page').click(), '/home', 'Home page', 'New banner');
      await checkDialog(page, 'console special list drawer', () =>
        page.getByRole('button', { name: 'New special list' }).click(),
      );
      await context.close();
    },
    LONG_JOURNEY,
  );
});
