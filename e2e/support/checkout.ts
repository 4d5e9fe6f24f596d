import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The visible one of a test id: kept-alive screens stay in the page, hidden. */
export const visible = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"]:visible`);

/** From home: the first product that can be bought goes into the cart, then checkout from the cart. */
export async function addToCartAndCheckout(page: Page) {
  await page.goto('/');
  const card = visible(page, 'sku-card').first();
  await card.waitFor();
  await card.click();
  await page.waitForURL('**/productDetails?**');
  const add = visible(page, 'add-to-cart');
  await add.waitFor();
  await expect.poll(() => add.isEnabled()).toBe(true);
  await add.click();
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
