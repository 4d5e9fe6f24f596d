import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openPhone, snap, untilStill } from './support/browser.js';
import { operations } from './support/operations.js';
import { addToCartAndCheckout, chooseSlotAndPayment, fillVisitorDelivery, visible } from './support/checkout.js';
import { answerWarehouseQuestion } from './support/login.js';
import { addOption, addableCards, cardSkuOf } from './support/cards.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A journey through several screens and the warehouse's side: room for a busy machine. */
const LONG_JOURNEY = 120_000;

const HANOI = { latitude: 21.0285, longitude: 105.8542 };

/** The phone is in Hanoi: the browser says so, and so does the position saved on the first visit. */
async function inHanoi(context: BrowserContext) {
  await context.setGeolocation(HANOI);
  // openPhone saves Ho Chi Minh City when nothing is saved; this runs after it, once per tab.
  await context.addInitScript((at) => {
    if (sessionStorage.getItem('journeys-in-hanoi')) return;
    sessionStorage.setItem('journeys-in-hanoi', '1');
    localStorage.setItem('currentPosition', JSON.stringify(at));
  }, HANOI);
}

const cartLines = (page: Page) => page.locator('[data-testid="cart-line"]:visible');

/** One of the first card whose "+" adds at once, once the tab bar's badge shows it; returns the product's name. */
async function addFirstCard(page: Page): Promise<string> {
  const card = addableCards(page);
  await card.first().waitFor();
  const sku = await cardSkuOf(card.first());
  const pinned: Locator = page
    .locator('.sku-card:visible')
    .filter({ has: page.locator(`[data-testid="sku-card"][data-sku="${sku}"]`) })
    .first();
  const name = await pinned.locator('.sku-card__name').innerText();
  await addOption(pinned);
  await page.getByTestId('tab-cart').getByTestId('cart-badge').waitFor();
  return name;
}

/** The cart's payable once its pricing has settled, in minor units (VND has none below the đồng). */
async function settledPayable(page: Page): Promise<number> {
  await page.locator('.cart-footer__sum[aria-busy="false"]:visible').waitFor();
  return digitsOf(await visible(page, 'cart-payable').innerText());
}
const digitsOf = (text: string) => Number(text.replace(/\D/g, ''));
/** "Shipped separately · 1 item · ₫259,000" → 259000. */
const amountOf = (choice: string) => digitsOf(choice.slice(choice.lastIndexOf('·') + 1));

/** A visitor's delivery to where the phone is, paid in cash; returns the payable the server placed. */
async function deliverAsVisitor(page: Page): Promise<number> {
  await visible(page, 'delivery-section').waitFor();
  await fillVisitorDelivery(page);
  const placing = page.waitForResponse((r) => r.url().endsWith('/api/order/generateOrder'));
  await visible(page, 'place-order').click();
  const answer = (await (await placing).json()) as { code: number; data: { payable: number } };
  expect(answer.code).toBe(200);
  await page.waitForURL('**/orderResult?orderId=*&orderSecret=*');
  return answer.data.payable;
}

/** The choice of the group to check out, by its title in each language the screenshots cover. */
const SEPARATE_TITLE: Record<string, string> = {
  'en-US': 'Check out separately',
  'vi-VN': 'Thanh toán riêng',
  'th-TH': 'ชำระเงินแยกกัน',
  'lo-LA': 'ຊຳລະເງິນແຍກກັນ',
};

async function loginAs(page: Page, phone: string, redirect: string, password = 'demo1234') {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByTestId('login-phone').fill(phone);
  await page.getByTestId('login-next').click();
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/**
 * The warehouse side, as operations staff do it through the operations API with their own session
 * (logged in by the API as the console does; the password travels as the shop's salted MD5).
 */
const orderIdOf = (page: Page) => Number(new URL(page.url()).searchParams.get('orderId'));

/** From the cart's checkout: pickup at the warehouse, by whom, paid in cash at the counter. */
async function checkoutForPickup(page: Page, name: string, phone: string) {
  await visible(page, 'mode-pickup').check();
  await visible(page, 'pickup-point').waitFor();
  await visible(page, 'pickup-name').fill(name);
  await visible(page, 'pickup-phone').fill(phone);
  await chooseSlotAndPayment(page, 'cashOnDelivery');
}

/** The languages whose texts run longest or use other scripts: each changed screen is seen in them. */
const SNAP_LOCALES = ['vi-VN', 'th-TH', 'lo-LA'];
/** The Hanoi warehouse's name as each of those languages shows it. */
const HOAN_KIEM: Record<string, string> = {
  'vi-VN': 'Kho Hoàn Kiếm',
  'th-TH': 'คลังฮหว่านเกี๋ยม',
  'lo-LA': 'ສາງຮວານກຽມ',
};

const warehouseName = (page: Page, name: string) => page.getByTestId('warehouse-name').filter({ hasText: name });

describe('every shopper journey reaches its end', () => {
  it(
    'a visitor orders for delivery to where the browser says the phone is',
    async () => {
      const { context, page } = await openPhone(browser);
      await addToCartAndCheckout(page);
      await fillVisitorDelivery(page);
      expect(await page.getByText('Location set: 10.77690, 106.70090').count()).toBe(1);
      await untilStill(page);
      expect(await visible(page, 'not-deliverable').count()).toBe(0);
      await expectAccessible(page, 'SubmitOrder (visitor, delivery)');
      await snap(page, 'journey-visitor-delivery');
      for (const locale of SNAP_LOCALES) {
        const other = await openPhone(browser, { locale });
        await addToCartAndCheckout(other.page);
        await fillVisitorDelivery(other.page);
        await untilStill(other.page);
        expect(await visible(other.page, 'not-deliverable').count()).toBe(0);
        // The address and its position are what changed here: they are what the shot shows.
        await visible(other.page, 'delivery-section').evaluate((e) => e.scrollIntoView());
        await untilStill(other.page);
        await expectAccessible(other.page, `SubmitOrder (visitor, delivery, ${locale})`);
        await snap(other.page, `journey-visitor-delivery-${locale}`);
        await other.context.close();
      }

      const placing = page.waitForRequest((r) => r.url().endsWith('/api/order/generateOrder'));
      await visible(page, 'place-order').click();
      const body = (await placing).postDataJSON() as { deliveryType: string; address: Record<string, unknown> };
      expect(body.deliveryType).toBe('delivery');
      expect(body.address).toMatchObject({ detailAddress: 'Lê Lợi', latitude: 10.7769, longitude: 106.7009 });
      await page.waitForURL('**/orderResult?orderId=*&orderSecret=*');
      await visible(page, 'result-status').waitFor();
      await context.close();
    },
    LONG_JOURNEY,
  );

  it(
    'a visitor in Hanoi logs in as a member living in Ho Chi Minh City, stays, and keeps her cart',
    async () => {
      const { context, page } = await openPhone(browser);
      await inHanoi(context);
      await page.goto('/');
      await warehouseName(page, 'Hoan Kiem warehouse').waitFor();
      const name = await addFirstCard(page);

      await loginAs(page, '0901234501', '/shoppingCart');
      // Asked before anything moves, with both warehouses named.
      const ask = page.getByTestId('warehouse-ask');
      await ask.waitFor();
      expect(await ask.innerText()).toContain('District 1 warehouse');
      await untilStill(page);
      await expectAccessible(page, 'Login (warehouse question)');
      await snap(page, 'journey-login-warehouse-question');
      for (const locale of SNAP_LOCALES) {
        const other = await openPhone(browser, { locale });
        await inHanoi(other.context);
        await other.page.goto('/');
        await warehouseName(other.page, HOAN_KIEM[locale]!).waitFor();
        await addFirstCard(other.page);
        await loginAs(other.page, '0901234501', '/shoppingCart');
        await other.page.getByTestId('warehouse-ask').waitFor();
        await untilStill(other.page);
        await expectAccessible(other.page, `Login (warehouse question, ${locale})`);
        await snap(other.page, `journey-login-warehouse-question-${locale}`);
        await other.context.close();
      }
      await page.getByRole('button', { name: 'Stay in Hoan Kiem warehouse' }).click();

      await page.waitForURL('**/shoppingCart');
      await cartLines(page).filter({ hasText: name }).waitFor();
      await snap(page, 'journey-login-stayed-cart');

      // The answer holds after a reload: the same warehouse, the same cart, no second question.
      await page.reload();
      await cartLines(page).filter({ hasText: name }).waitFor();
      expect(await page.getByTestId('warehouse-ask').count()).toBe(0);
      await page.getByTestId('tab-home').click();
      await warehouseName(page, 'Hoan Kiem warehouse').waitFor();
      await context.close();
    },
    LONG_JOURNEY,
  );

  it('a visitor in Hanoi who switches to her address’s warehouse at login finds her cart there', async () => {
    const { context, page } = await openPhone(browser);
    await inHanoi(context);
    await page.goto('/');
    await warehouseName(page, 'Hoan Kiem warehouse').waitFor();
    const name = await addFirstCard(page);

    await loginAs(page, '0901234501', '/shoppingCart');
    await page.getByTestId('warehouse-ask').waitFor();
    await page.getByRole('button', { name: 'Switch to District 1 warehouse' }).click();
    await page.waitForURL('**/shoppingCart');
    await cartLines(page).filter({ hasText: name }).waitFor();
    await page.reload();
    await cartLines(page).filter({ hasText: name }).waitFor();
    await page.getByTestId('tab-home').click();
    await warehouseName(page, 'District 1 warehouse').waitFor();
    await context.close();
  });

  it('a new default address is used at once: the kept checkout preselects it and the cart prices for it', async () => {
    const { context, page } = await openPhone(browser);
    await loginAs(page, '0909000005', '/');
    await page.waitForURL((url) => url.pathname === '/');
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').token as string);
    const add = async (body: Record<string, unknown>) => {
      const res = await page.request.post('/api/member/address/add', {
        headers: { authorization: token },
        data: { phoneCountryCode: '84', phoneNumber: '909000005', countryCode: 'VN', ...body },
      });
      return ((await res.json()) as { data: { id: number } }).data.id;
    };
    const stamp = Date.now().toString(36);
    await add({
      name: `Thu home ${stamp}`,
      detailAddress: 'Nguyễn Huệ',
      houseNumber: '12',
      latitude: 10.7743,
      longitude: 106.7038,
      defaultStatus: 1,
    });
    const workId = await add({
      name: `Thu work ${stamp}`,
      detailAddress: 'Lê Lợi',
      houseNumber: '88',
      latitude: 10.7725,
      longitude: 106.6985,
      defaultStatus: 0,
    });

    // A full load reads the new list: the home address is the saved one, checkout starts there.
    await addToCartAndCheckout(page);
    const checked = () =>
      page.locator('[data-testid="checkout-address"]:visible').filter({ has: page.locator('input:checked') });
    await expect.poll(() => checked().innerText()).toContain('Nguyễn Huệ');

    await page.locator('a.order-button:visible', { hasText: 'Manage addresses' }).click();
    await page.waitForURL('**/address');
    const work = page.locator('[data-testid="address-card"]:visible').filter({ hasText: `Thu work ${stamp}` });
    await work.getByTestId('address-set-default').click();
    await expect.poll(() => work.getAttribute('data-default')).toBe('true');

    // Back to the kept-alive checkout: the new default is chosen without a logout.
    await page.goBack();
    await page.waitForURL('**/submitOrder**');
    await expect.poll(() => checked().innerText()).toContain('Lê Lợi');
    await snap(page, 'journey-new-default-checkout');

    // And the kept-alive cart prices for it.
    const priced = page.waitForRequest(
      (r) =>
        r.url().endsWith('/api/cart/list/promotion/v4') &&
        (r.postDataJSON() as { memberReceiveAddressId?: number } | null)?.memberReceiveAddressId === workId,
    );
    await page.goBack();
    await page.waitForURL('**/shoppingCart');
    await priced;
    await context.close();
  });

  it(
    'a pickup order is made ready for collection and collected; the shopper reads where and when, never a tracking number',
    async () => {
      const { context, page } = await openPhone(browser);
      await addToCartAndCheckout(page);
      await checkoutForPickup(page, 'Mai Visitor', '0901234567');
      await visible(page, 'place-order').click();
      await page.waitForURL('**/orderResult?orderId=*&orderSecret=*');
      const link = new URL(page.url());
      const orderId = orderIdOf(page);
      const place = visible(page, 'pickup-place');
      await place.waitFor();
      expect(await place.innerText()).toMatch(
        /District 1 warehouse[\s\S]*Opening hours[\s\S]*Pickup time[\s\S]*Mai Visitor/,
      );
      await untilStill(page);
      await expectAccessible(page, 'OrderResult (pickup)');
      await snap(page, 'journey-pickup-result');
      for (const locale of SNAP_LOCALES) {
        const other = await openPhone(browser, { locale });
        await other.page.goto(`/orderResult${link.search}`);
        await visible(other.page, 'pickup-place').waitFor();
        await untilStill(other.page);
        await expectAccessible(other.page, `OrderResult (pickup, ${locale})`);
        await snap(other.page, `journey-pickup-result-${locale}`);
        await other.context.close();
      }

      const ops = await operations(page);
      expect(await ops('review', orderId)).toBe(200);
      // A pickup order is never shipped: there is no tracking number to give.
      expect(await ops('ship', orderId, { trackingNumber: 'NOT-SHIPPED' })).toBe(409);
      expect(await ops('readyForPickup', orderId)).toBe(200);

      await page.goto(`/orderDetails${link.search}`);
      await visible(page, 'order-status').filter({ hasText: 'Ready for collection' }).waitFor();
      expect(await visible(page, 'order-status-tip').innerText()).not.toMatch(/on its way/);
      await visible(page, 'pickup-hours').waitFor();
      expect(await visible(page, 'tracking-number').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Confirm receipt' }).count()).toBe(0);
      await untilStill(page);
      await expectAccessible(page, 'OrderDetails (pickup ready)');
      await snap(page, 'journey-pickup-ready');

      // The same screen in the languages whose texts run longest or use other scripts.
      for (const locale of SNAP_LOCALES) {
        const other = await openPhone(browser, { locale });
        await other.page.goto(`/orderDetails${link.search}`);
        await visible(other.page, 'pickup-place').waitFor();
        await untilStill(other.page);
        await expectAccessible(other.page, `OrderDetails (pickup ready, ${locale})`);
        await snap(other.page, `journey-pickup-ready-${locale}`);
        await other.context.close();
      }

      expect(await ops('complete', orderId)).toBe(200);
      await page.reload();
      await visible(page, 'order-status').filter({ hasText: 'Completed' }).waitFor();
      await context.close();
    },
    LONG_JOURNEY,
  );

  it("a visitor's order placed with her phone is in My orders after she logs in on the same phone", async () => {
    const { context, page } = await openPhone(browser);
    await addToCartAndCheckout(page);
    await checkoutForPickup(page, 'Lan', '0901234501');
    await visible(page, 'place-order').click();
    await page.waitForURL('**/orderResult?orderId=*&orderSecret=*');
    const orderSn = await visible(page, 'result-order-sn').innerText();

    await loginAs(page, '0901234501', '/orderList');
    await answerWarehouseQuestion(page, 'stay');
    await page.waitForURL('**/orderList');
    await page.locator(`[data-testid="order-card"][data-order-sn="${orderSn}"]:visible`).waitFor();
    await untilStill(page);
    await snap(page, 'journey-visitor-orders-after-login');

    // It is the member's now: it opens by the member's login, without the secret.
    const card = page.locator(`[data-testid="order-card"][data-order-sn="${orderSn}"]:visible`);
    await card.getByRole('button', { name: 'View' }).click();
    await page.waitForURL('**/orderDetails?orderId=*');
    expect(new URL(page.url()).searchParams.get('orderSecret')).toBeNull();
    await visible(page, 'order-status').waitFor();
    await context.close();
  });

  it(
    'cancelling for "Other reason" asks for words; a refund is asked deliberately, with a reason and a saved card',
    async () => {
      const { context, page } = await openPhone(browser);
      await loginAs(page, '0901234501', '/');
      await answerWarehouseQuestion(page, 'stay');
      await page.waitForURL((url) => url.pathname === '/');

      // Pending review: cancelling is the primary action and no refund is offered beside it.
      await addToCartAndCheckout(page);
      await checkoutForPickup(page, 'Lan', '0901234501');
      await visible(page, 'place-order').click();
      await page.waitForURL('**/orderResult?orderId=*');
      await visible(page, 'view-order').click();
      await page.waitForURL('**/orderDetails?orderId=*');
      const cancel = visible(page, 'order-cancel');
      await cancel.waitFor();
      expect(await cancel.getAttribute('class')).toContain('order-button--primary');
      expect(await visible(page, 'refund-section').count()).toBe(0);
      // The sheet in the languages whose texts run longest or use other scripts, "Other reason"
      // (the list's last entry) asking for words.
      const pending = new URL(page.url());
      for (const locale of ['vi-VN', 'th-TH', 'lo-LA']) {
        await page.goto(`${pending.pathname}${pending.search}&locale=${locale}`);
        await visible(page, 'order-cancel').click();
        const localized = page.getByTestId('cancel-sheet');
        await localized.getByRole('radio').last().check();
        await localized.getByTestId('cancel-confirm').click();
        await localized.locator('.field__error').waitFor();
        await untilStill(page);
        await expectAccessible(page, `OrderDetails (cancel, other reason, ${locale})`);
        await snap(page, `journey-cancel-other-reason-${locale}`);
      }
      await page.goto(`${pending.pathname}${pending.search}&locale=en-US`);
      await cancel.click();
      const sheet = page.getByTestId('cancel-sheet');
      await sheet.getByRole('radio', { name: 'Other reason' }).check();
      await sheet.getByTestId('cancel-confirm').click();
      await sheet.getByText('Describe the reason in a few words.').waitFor();
      await sheet.getByRole('textbox', { name: 'Your reason' }).fill('I will be away that day');
      await untilStill(page);
      await expectAccessible(page, 'OrderDetails (cancel, other reason)');
      await snap(page, 'journey-cancel-other-reason');
      await sheet.getByTestId('cancel-confirm').click();
      await visible(page, 'order-status').filter({ hasText: 'Cancelled' }).waitFor();
      await expect.poll(() => visible(page, 'info-cancelReason').innerText()).toContain('I will be away that day');

      // Completed and paid (cash collected at the counter): the refund is a step of its own.
      const ops = await operations(page);
      const refundOnce = async (card: 'new' | 'saved') => {
        await addToCartAndCheckout(page);
        await checkoutForPickup(page, 'Lan', '0901234501');
        await visible(page, 'place-order').click();
        await page.waitForURL('**/orderResult?orderId=*');
        const orderId = orderIdOf(page);
        for (const action of ['review', 'readyForPickup', 'complete']) expect(await ops(action, orderId)).toBe(200);
        if (card === 'new') {
          // The refund step in the languages whose texts run longest or use other scripts, to a bank card.
          for (const locale of ['vi-VN', 'th-TH', 'lo-LA']) {
            await page.goto(`/orderDetails?orderId=${orderId}&locale=${locale}`);
            await visible(page, 'refund-open').click();
            const localized = page.getByTestId('refund-sheet');
            await localized.getByTestId('refund-sheet-amount').waitFor();
            await localized.getByRole('radio').first().check();
            const toBankCard = localized.locator('input[type="radio"][name$="-method"]').last();
            await toBankCard.check();
            await expect.poll(() => toBankCard.isChecked()).toBe(true);
            await untilStill(page);
            await expectAccessible(page, `OrderDetails (refund step, ${locale})`);
            await snap(page, `journey-refund-step-${locale}`);
          }
        }
        await page.goto(`/orderDetails?orderId=${orderId}&locale=en-US`);
        await visible(page, 'refund-open').click();
        const refund = page.getByTestId('refund-sheet');
        await refund.getByTestId('refund-sheet-amount').waitFor();
        expect(await refund.getByTestId('refund-sheet-amount').innerText()).toMatch(/You will get back ₫/);
        await refund.getByRole('radio', { name: 'The product arrived damaged' }).check();
        await refund.getByRole('radio', { name: 'To a bank card' }).check();
        if (card === 'new') {
          if (await refund.getByRole('radio', { name: 'A new bank card' }).count())
            await refund.getByRole('radio', { name: 'A new bank card' }).check();
          await refund.getByTestId('refund-bankName').fill('Vietcombank');
          await refund.getByTestId('refund-bankAccount').fill('0071000999888');
          expect(await refund.getByTestId('refund-save-card').isChecked()).toBe(true);
        } else {
          // The card saved last time is offered, and chosen, without typing.
          const saved = refund.getByRole('radio', { name: /Vietcombank ···9888/ });
          await saved.waitFor();
          expect(await saved.isChecked()).toBe(true);
        }
        await untilStill(page);
        await expectAccessible(page, `OrderDetails (refund step, ${card} card)`);
        await snap(page, `journey-refund-step-${card}`);
        await refund.getByRole('button', { name: /Confirm refund of ₫/ }).click();
        await visible(page, 'refund-reason').filter({ hasText: 'The product arrived damaged' }).waitFor();
      };
      await refundOnce('new');
      await refundOnce('saved');
      await context.close();
    },
    LONG_JOURNEY,
  );

  it(
    'a cart mixing same-day and shipped goods becomes two orders whose totals are the cart’s estimate',
    async () => {
      const { context, page } = await openPhone(browser);
      await page.goto('/');
      await warehouseName(page, 'District 1 warehouse').waitFor();
      await addFirstCard(page);
      await page.goto('/searchList?keyword=T-shirt');
      await addOption(page.locator('.sku-card:visible').first());

      // The chooser in the languages whose texts run longest or use other scripts.
      for (const locale of ['vi-VN', 'th-TH', 'lo-LA']) {
        await page.goto(`/shoppingCart?locale=${locale}`);
        await cartLines(page).nth(1).waitFor();
        await settledPayable(page);
        await visible(page, 'cart-checkout').click();
        await page.getByRole('dialog', { name: SEPARATE_TITLE[locale] }).waitFor();
        await untilStill(page);
        await expectAccessible(page, `Check out separately (${locale})`);
        await snap(page, `journey-mixed-groups-${locale}`);
      }

      await page.goto('/shoppingCart?locale=en-US');
      await cartLines(page).nth(1).waitFor();
      const estimate = await settledPayable(page);
      await visible(page, 'cart-checkout').click();
      const dialog = page.getByRole('dialog', { name: SEPARATE_TITLE['en-US'] });
      await dialog.waitFor();
      // Each group shows what its own order charges, delivery included: together, the cart's estimate.
      const sameDay = await dialog.getByRole('button', { name: /^Same-day delivery · 1 item · ₫/ }).innerText();
      const shipped = await dialog.getByRole('button', { name: /^Shipped separately · 1 item · ₫/ }).innerText();
      expect(amountOf(sameDay) + amountOf(shipped)).toBe(estimate);
      await untilStill(page);
      await expectAccessible(page, 'Check out separately (amounts)');
      await snap(page, 'journey-mixed-groups');

      await dialog.getByRole('button', { name: /^Same-day delivery/ }).click();
      await page.waitForURL('**/submitOrder?productSkuIds=*');
      const first = await deliverAsVisitor(page);
      expect(first).toBe(amountOf(sameDay));

      // The shipped line is left, alone in its group: checked out without the question.
      await page.goto('/shoppingCart');
      await cartLines(page).first().waitFor();
      await expect.poll(() => cartLines(page).count()).toBe(1);
      await settledPayable(page);
      await visible(page, 'cart-checkout').click();
      await page.waitForURL('**/submitOrder**');
      const second = await deliverAsVisitor(page);
      expect(second).toBe(amountOf(shipped));
      expect(first + second).toBe(estimate);
      await context.close();
    },
    LONG_JOURNEY,
  );
});
