import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openPhone, snap } from './support/browser.js';
import { placeCustomerOrder, visible } from './support/checkout.js';
import { openDialog, openedDrawer, signInToConsole } from './support/console.js';
import { placeVisitorOrder, visitorCheckout } from './support/visitorOrder.js';
import { formatPhone } from '@storefront/contract/phone';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A journey through the shop and two staff sign-ins: about a minute on a busy two-core machine. */
const JOURNEY_MS = 120_000;
const OPERATIONS = ['0938123409', 'ops12345'] as const;
const FINANCE = ['0938123410', 'finance1234'] as const;

/** The newest code the dev SMS outbox holds for a phone (the e2e server keeps it readable). */
async function smsCode(page: Page, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/dev/sms/outbox?phoneNumber=${phone}`);
      code = ((await res.json()) as { data: { code: string }[] }).data[0]?.code;
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** A new customer, registered by SMS code, who asks to be certified as a business (the shop's My → merchant form). */
async function customerAskingCertification(page: Page): Promise<string> {
  const phone = `91${String(Date.now()).slice(-7)}`;
  const who = { phoneCountryCode: '84', phoneNumber: phone };
  await page.request.get(`/api/sso/login/sendSmsCode?phoneCountryCode=84&phoneNumber=${phone}&scene=register`);
  const login = await page.request.post('/api/sso/login/smsCode', {
    data: { ...who, smsCode: await smsCode(page, phone), agreement: true },
  });
  const { tokenHead, token } = ((await login.json()) as { data: { tokenHead: string; token: string } }).data;
  const applied = await page.request.post('/api/sso/merchant/apply', {
    data: { ...who, name: 'Bảo Trần', businessName: 'Tạp hóa Bảo' },
    headers: { authorization: `${tokenHead}${token}` },
  });
  expect(applied.status(), await applied.text()).toBe(200);
  return phone;
}

/** Finds a customer by phone on the Customers screen and opens their page. */
async function openCustomer(page: Page, phone: string) {
  await page.getByRole('menuitem', { name: 'Customers' }).click();
  await page.waitForURL('**/console/customers');
  const search = page.getByRole('searchbox', { name: 'Find a customer by phone or name' });
  await search.fill(phone);
  await search.press('Enter');
  await page
    .getByRole('row')
    .filter({ hasText: formatPhone('84', phone) })
    .getByRole('button')
    .click();
  return openedDrawer(page, formatPhone('84', phone));
}

/** Fills and confirms one of the credit dialogs of the customer page. */
async function credit(page: Page, action: string, amount: string, note?: { label: string; text: string }) {
  await page.getByRole('button', { name: action }).click();
  const dialog = await openDialog(page, action);
  await dialog.getByRole('spinbutton').fill(amount);
  if (note) await dialog.getByRole('textbox', { name: note.label }).fill(note.text);
  return dialog;
}

describe('customers and delivery in the staff console', () => {
  it(
    'operations approve a certification; finance sets the credit and records a debt and its settlement; each shows in words in the history',
    async () => {
      const ops = await signInToConsole(browser, ...OPERATIONS, 'orders');
      const phone = await customerAskingCertification(ops.page);
      let drawer = await openCustomer(ops.page, phone);
      await drawer.getByText('Tạp hóa Bảo').waitFor();
      await expectAccessible(ops.page, 'console customer (certification request)');
      await drawer.getByRole('button', { name: 'Approve' }).click();
      await ops.page.getByText('Certification approved.').waitFor();
      const history = drawer.getByRole('region', { name: 'History' });
      await history.getByText('Certification: pending → approved').waitFor();
      await history.getByText('Certified: No → Yes').waitFor();
      // The money is finance's: operations see no credit action.
      expect(await drawer.getByRole('button', { name: 'Record a settlement' }).count()).toBe(0);

      // A section the role lacks, typed in the address bar, answers as a section they cannot open.
      await ops.page.goto('/console/staff');
      await ops.page.getByRole('heading', { name: 'You have no access to this section' }).waitFor();
      expect(await ops.page.getByRole('alert').count()).toBe(0);
      await expectAccessible(ops.page, 'console no access (staff, as operations)');
      await snap(ops.page, 'console-no-access');
      await ops.page.getByRole('link', { name: 'Customers' }).click();
      await ops.page.waitForURL('**/console/customers');
      await ops.context.close();

      const finance = await signInToConsole(browser, ...FINANCE, 'orders');
      const { page } = finance;
      drawer = await openCustomer(page, phone);
      let dialog = await credit(page, 'Set credit limit and cycle', '8000000');
      await dialog.getByRole('combobox', { name: 'Currency' }).click();
      await page.locator('.ant-select-item-option[title="VND"]').click();
      await dialog.getByRole('combobox', { name: 'Payment cycle' }).click();
      await page.locator('.ant-select-item-option[title="Monthly"]').click();
      await expectAccessible(page, 'console customer (credit limit)');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await dialog.waitFor({ state: 'detached' });
      await drawer.getByText('Limit ₫8,000,000 · owes ₫0').waitFor();

      dialog = await credit(page, 'Record a debt', '500000', {
        label: 'What the debt is for',
        text: 'Crates on account',
      });
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await dialog.waitFor({ state: 'detached' });
      dialog = await credit(page, 'Record a settlement', '200000', {
        label: 'Bank reference or how it was paid',
        text: 'FT26120501',
      });
      await expectAccessible(page, 'console customer (settlement)');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await dialog.waitFor({ state: 'detached' });
      await drawer.getByText('Limit ₫8,000,000 · owes ₫300,000').waitFor();

      const told = drawer.getByRole('region', { name: 'History' });
      for (const line of [
        'Credit limit: ₫0 → ₫8,000,000',
        'Payment cycle: None → Monthly',
        'Debt: ₫0 → ₫500,000',
        'Debt: ₫500,000 → ₫300,000',
        'Note: FT26120501',
        'Certification: pending → approved',
      ])
        await told.getByText(line, { exact: true }).waitFor();
      expect(await told.innerText()).not.toMatch(/[{}"]/);
      await told.scrollIntoViewIfNeeded();
      await expectAccessible(page, 'console customer (history)');
      await snap(page, 'console-customer-history');
      await finance.context.close();
    },
    JOURNEY_MS,
  );

  it('operations change the orders per slot of a warehouse, and the shop’s checkout offers slots of that size', async () => {
    const { context, page } = await signInToConsole(browser, ...OPERATIONS, 'orders');
    await page.getByRole('menuitem', { name: 'Delivery' }).click();
    await page.waitForURL('**/console/delivery');
    const card = page
      .locator('.delivery__card')
      .filter({ has: page.getByRole('heading', { name: 'District 1 warehouse' }) });
    const capacity = card.getByRole('spinbutton', { name: 'Orders per slot' });
    await capacity.waitFor();
    await expectAccessible(page, 'console delivery');
    const before = Number(await capacity.inputValue());
    // The checkout's first open slot, and how many orders it still takes (its capacity less those placed).
    const { slot } = await visitorCheckout(page.request);
    const remaining = async () =>
      (await visitorCheckout(page.request)).preview.timeSlots.find(
        (s) => s.date === slot.date && s.start === slot.start,
      )?.remaining;

    const save = async (value: number) => {
      await capacity.fill(String(value));
      await card.getByRole('button', { name: 'Save' }).click();
      await page.getByText('District 1 warehouse saved.').last().waitFor();
    };
    await save(before + 7);
    await expect.poll(remaining).toBe(slot.remaining + 7);
    await expectAccessible(page, 'console delivery (saved)');
    await snap(page, 'console-delivery');
    // Back as it was, so the other tests' checkouts find the slots the demo has.
    await save(before);
    await expect.poll(remaining).toBe(slot.remaining);
    await context.close();
  });

  it(
    'operations adjust a price with a reason; the customer reads both in the order details on the phone',
    async () => {
      const phone = await openPhone(browser);
      const { orderId, orderSn } = await placeCustomerOrder(phone.page, '0901234501', 'demo1234');

      const { context, page } = await signInToConsole(browser, ...OPERATIONS, 'orders');
      await page.goto(`/console/orders?order=${orderId}`);
      const drawer = await openedDrawer(page, `Order ${orderSn}`);
      await drawer.getByRole('button', { name: 'Adjust price' }).click();
      const dialog = await openDialog(page, 'Adjust price');
      await dialog.getByRole('spinbutton', { name: 'Adjustment (VND)' }).fill('-15000');
      await dialog
        .getByRole('textbox', { name: 'Reason shown to the customer' })
        .fill('The melon weighed 1.8 kg, not 2 kg');
      await expectAccessible(page, 'console price adjustment');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await page.getByText('Price adjusted.').waitFor();
      await drawer.getByText('Adjusted by -₫15,000').waitFor();
      await context.close();

      await phone.page.goto(`/orderDetails?orderId=${orderId}`);
      await visible(phone.page, 'amount-adjustment')
        .filter({ hasText: /−\s?₫15,000/ })
        .waitFor();
      await visible(phone.page, 'info-priceAdjustment')
        .filter({ hasText: 'The melon weighed 1.8 kg, not 2 kg' })
        .waitFor();
      await snap(phone.page, 'order-details-price-adjustment');
      await phone.context.close();
    },
    JOURNEY_MS,
  );

  it('at tablet sizes the menu folds with the window, and the queue and an order fit the screen', async () => {
    const { context, page } = await signInToConsole(browser, ...OPERATIONS, 'orders');
    // A visitor's order, so the queue has one to open whichever tests ran before.
    await placeVisitorOrder(page.request);
    await page.reload();
    const sider = page.locator('.shell__sider');
    expect((await sider.boundingBox())?.width).toBe(220);
    const open = page.getByRole('button', { name: /^Open order / }).first();
    await open.waitFor();

    for (const size of [
      { width: 1024, height: 768 },
      { width: 768, height: 1024 },
    ]) {
      await page.setViewportSize(size);
      // The window narrowed under 1200 px: the menu folds to its icons by itself.
      await expect.poll(async () => (await sider.boundingBox())?.width).toBe(80);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await expectAccessible(page, `console orders at ${size.width}×${size.height}`);
      await snap(page, `console-orders-${size.width}x${size.height}`);

      await open.click();
      const drawer = await openedDrawer(page, 'Order ');
      const box = await page.locator('.ant-drawer-content-wrapper').boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.width).toBeLessThanOrEqual(size.width);
      await expectAccessible(page, `console order at ${size.width}×${size.height}`);
      await snap(page, `console-order-${size.width}x${size.height}`);
      await drawer.getByRole('button', { name: 'Close' }).first().click();
      await drawer.waitFor({ state: 'hidden' });
    }
    // Wide again, the menu unfolds.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(async () => (await sider.boundingBox())?.width).toBe(220);
    await context.close();
  });
});
