import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openDesk, openPhone, untilStill } from './support/browser.js';
import { placeCustomerOrder } from './support/checkout.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A customer's cash-on-delivery order, placed in the shop: the order the console finds. */
async function placeOrder(): Promise<string> {
  const { context, page } = await openPhone(browser);
  const { orderSn } = await placeCustomerOrder(page, '0901234501', 'demo1234');
  await context.close();
  return orderSn;
}

/** The drawer once its slide-in is over (axe measures the contrast of what is on screen). */
async function openedDrawer(page: Page, orderSn: string) {
  const drawer = page.locator('.ant-drawer-section').filter({ hasText: `Order ${orderSn}` });
  await drawer.waitFor();
  await untilStill(page, '[role="dialog"], .ant-drawer-mask');
  return drawer;
}

describe('the staff console', () => {
  it('signs an operations staff member in, lists orders and opens one', async () => {
    const orderSn = await placeOrder();
    const { context, page } = await openDesk(browser);

    // Signed out, any console address leads to sign-in.
    await page.goto('/console/');
    await page.waitForURL('**/console/sign-in');
    await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    await expectAccessible(page, 'console sign-in');

    // The default country is Vietnam (+84).
    await page.getByLabel('Phone number').fill('0938123409');
    await page.getByLabel('Password').fill('ops12345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/console/orders');
    await page.getByText(/^Signed in as /).waitFor();

    const open = page.getByRole('button', { name: `Open order ${orderSn}` });
    await open.waitFor();
    await expectAccessible(page, 'console orders');

    // The order number search and the status tab narrow the list through the API.
    await page.getByRole('searchbox', { name: 'Search by order number' }).fill(orderSn);
    await page.getByRole('searchbox', { name: 'Search by order number' }).press('Enter');
    await page.waitForURL(`**/console/orders?keyword=${orderSn}`);
    await page.getByRole('tab', { name: 'Pending review' }).click();
    await page.waitForURL('**status=1**');
    await open.waitFor();

    await open.click();
    const drawer = await openedDrawer(page, orderSn);
    await drawer.getByRole('heading', { name: 'Lines' }).waitFor();
    await drawer.getByText('Cash on delivery').first().waitFor();
    // Pending review: approve and cancel are offered, shipping is not.
    await drawer.getByRole('button', { name: 'Approve' }).waitFor();
    expect(await drawer.getByRole('button', { name: 'Ship' }).count()).toBe(0);
    await expectAccessible(page, 'console order drawer');

    // A reload keeps the session and the open order (the address holds it).
    await page.reload();
    await openedDrawer(page, orderSn);

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/console/sign-in');
    await context.close();
  });
});
