import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { loginWithPassword } from './login.js';

/** The visible one of a test id: kept-alive screens stay in the page, hidden. */
export const visible = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"]:visible`);

/** From home: the first product that can be bought goes into the cart, then checkout from the cart. */
export async function addToCartAndCheckout(page: Page) {
  // A card of a product out of stock in this warehouse opens a page whose add button stays
  // disabled: the next card is tried.
  for (let i = 0; ; i++) {
    await page.goto('/');
    const card = visible(page, 'sku-card').nth(i);
    await card.waitFor();
    await card.click();
    await page.waitForURL('**/productDetails?**');
    const add = visible(page, 'add-to-cart');
    await add.waitFor();
    const buyable = await expect
      .poll(() => add.isEnabled(), { timeout: 5_000 })
      .toBe(true)
      .then(
        () => true,
        () => false,
      );
    if (!buyable && i < 5) continue;
    await add.click();
    break;
  }
  await page.goto('/shoppingCart');
  const checkout = visible(page, 'cart-checkout');
  await checkout.waitFor();
  await expect.poll(() => checkout.isEnabled()).toBe(true);
  await checkout.click();
  await page.waitForURL('**/submitOrder**');
  await visible(page, 'delivery-section').waitFor();
}

/** The first slot that is not full, the payment method, and the 18+ box when the order needs it. */
export async function chooseSlotAndPayment(page: Page, method: 'cashOnDelivery' | 'bankTransfer') {
  await page.locator('[data-testid="slot"]:not([data-full]) input:visible').first().check();
  await visible(page, `payment-${method}`).locator('input').check();
  if (await visible(page, 'adult-confirm').count()) await visible(page, 'adult-confirm').check();
}

/**
 * A customer logs in on the phone page and places a cash-on-delivery order through the shop's
 * checkout; the page stays on the order's result, logged in.
 */
export async function placeCustomerOrder(page: Page, phone: string, password: string) {
  await loginWithPassword(page, phone, password);
  await addToCartAndCheckout(page);
  await expect.poll(() => visible(page, 'checkout-address').locator('input:checked').count()).toBe(1);
  await chooseSlotAndPayment(page, 'cashOnDelivery');
  await visible(page, 'place-order').click();
  await page.waitForURL('**/orderResult?orderId=*');
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('user') ?? '{}') as { token?: string }).token,
  );
  const res = await page.request.get(`/api/order/detail?orderId=${orderId}`, {
    headers: { authorization: token ?? '' },
  });
  const orderSn = ((await res.json()) as { data: { orderSn: string } }).data.orderSn;
  return { orderId, orderSn };
}

/**
 * A visitor's delivery to where the phone is, in any language: the position is asked of the
 * browser again here (openPhone grants it), then a slot, paid in cash.
 */
export async function fillVisitorDelivery(page: Page) {
  await visible(page, 'visitor-name').fill('Mai Visitor');
  await visible(page, 'visitor-phone').fill('0901234567');
  await visible(page, 'visitor-detail-address').fill('Lê Lợi');
  await visible(page, 'visitor-house-number').fill('12');
  await visible(page, 'address-locate').click();
  await page
    .getByText(/10\.77690, 106\.70090/)
    .first()
    .waitFor();
  await chooseSlotAndPayment(page, 'cashOnDelivery');
}

/**
 * A visitor's cash-on-delivery order placed on a phone in the shop (the first product that can be
 * bought, delivered to where the phone is): the order as placement answered it, and the visitor's
 * header, to read the order as its visitor afterwards. The phone's context stays open; close it.
 */
export async function placeVisitorOrderInShop(page: Page) {
  await addToCartAndCheckout(page);
  await fillVisitorDelivery(page);
  const placing = page.waitForResponse((r) => r.url().endsWith('/api/order/generateOrder'));
  await visible(page, 'place-order').click();
  const answer = await placing;
  expect(answer.status()).toBe(200);
  const order = ((await answer.json()) as { data: { orderId: number; orderSn: string; orderSecret: string } }).data;
  await page.waitForURL('**/orderResult?orderId=*&orderSecret=*');
  const guest = answer.request().headers()['guestauthorization'] ?? '';
  return { ...order, headers: { guestauthorization: guest, 'accept-language': 'en-US' } };
}
