import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openPhone, snap, untilStill } from './support/browser.js';
import { addOption, addableCards, cardSkuOf } from './support/cards.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Let antd's popups finish their opening animation before axe measures contrast. */
const settle = (page: Page) => untilStill(page);

const cartLines = (page: Page) => page.locator('[data-testid="cart-line"]:visible');
const lineNames = (page: Page) => cartLines(page).locator('.cart-line__name').allInnerTexts();
/** Kept-alive screens show their last state until a refetch lands: poll the lines rather than read once. */
const linesSettle = { timeout: 15_000, interval: 100 };
const tabBadge = (page: Page) => page.getByTestId('tab-cart').getByTestId('cart-badge');

async function waitForWarehouse(page: Page, name: string) {
  await page.getByTestId('warehouse-name').filter({ hasText: name }).waitFor();
}

async function switchWarehouse(page: Page, name: string) {
  await page.getByTestId('tab-home').click();
  await page.getByTestId('warehouse-bar').click();
  const option = page.getByTestId('warehouse-switcher').getByRole('button', { name: new RegExp(name) });
  await option.click();
  await waitForWarehouse(page, name);
}

/**
 * The first visible card of one SKU: a list may reorder when it is fetched again (best sellers
 * change), and Home can show one SKU in two sections.
 */
const cardOf = (page: Page, sku: number) =>
  page
    .locator('.sku-card:visible')
    .filter({ has: page.locator(`[data-testid="sku-card"][data-sku="${sku}"]`) })
    .first();

interface Added {
  name: string;
  /** The SKU put in the cart (an option in stock, for a product of several). */
  sku: number;
  /** The SKU the card shows. */
  cardSku: number;
  card: Locator;
}

/**
 * Adds one of a card's product with its "+" and returns its name and SKUs. The card is pinned by
 * its SKU first, so the "+" tapped is the one of the product whose name was read.
 */
async function addFromCard(card: Locator): Promise<Added> {
  const cardSku = await cardSkuOf(card);
  const pinned = cardOf(card.page(), cardSku);
  const name = await pinned.locator('.sku-card__name').innerText();
  const sku = await addOption(pinned);
  return { name, sku, cardSku, card: pinned };
}

async function openCart(page: Page) {
  await page.getByTestId('tab-cart').click();
  await page.waitForURL('**/shoppingCart');
  await page.locator('[data-testid="cart-line"]:visible, [data-testid="cart-empty"]:visible').first().waitFor();
}

async function loginWithPassword(page: Page, phone: string, password: string) {
  await page.getByTestId('login-phone').fill(phone);
  await page.getByTestId('login-next').click();
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** The first addable card of another product than those given, once the screen has drawn one. */
async function cardOtherThan(page: Page, added: Added[]): Promise<Locator> {
  let cards = addableCards(page);
  for (const { cardSku } of added) cards = cards.filter({ hasNot: page.locator(`[data-sku="${cardSku}"]`) });
  await cards.first().waitFor();
  return cards.first();
}

/** Quantity in a line's stepper. */
const quantityOf = (line: Locator) => line.getByRole('spinbutton').inputValue().then(Number);

describe('cart', () => {
  it('keeps a visitor cart per warehouse: each warehouse shows its own lines', async () => {
    const { context, page } = await openPhone(browser);
    await page.goto('/');
    await waitForWarehouse(page, 'District 1 warehouse');
    await addableCards(page).first().waitFor();

    // Nothing yet: the empty cart leads back to shopping.
    await openCart(page);
    await page.getByTestId('cart-empty').waitFor();
    await snap(page, 'cart-empty');
    await page.getByRole('button', { name: 'Go shopping' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    const first = await addFromCard(addableCards(page).first());
    await tabBadge(page).filter({ hasText: '1' }).waitFor();
    await openCart(page);
    // The kept-alive cart showed "empty" a moment ago: wait for the line, not for any state.
    await cartLines(page).filter({ hasText: first.name }).waitFor();
    await expect.poll(() => lineNames(page), linesSettle).toEqual([first.name]);
    await settle(page);
    await expectAccessible(page, 'ShoppingCart (visitor)');
    await snap(page, 'cart-filled');

    // Another warehouse has its own (empty) cart; what is added there stays there.
    await switchWarehouse(page, 'Thu Duc warehouse');
    await tabBadge(page).waitFor({ state: 'detached' });
    const second = await addFromCard(await cardOtherThan(page, [first]));
    await tabBadge(page).filter({ hasText: '1' }).waitFor();
    await openCart(page);
    await cartLines(page).first().waitFor();
    await expect.poll(() => lineNames(page), linesSettle).toEqual([second.name]);

    await switchWarehouse(page, 'District 1 warehouse');
    await openCart(page);
    await cartLines(page).filter({ hasText: first.name }).waitFor();
    await expect.poll(() => lineNames(page), linesSettle).toEqual([first.name]);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('visitorCart') ?? '{}'));
    expect(Object.keys(stored)).toHaveLength(2);

    // More than the warehouse holds: the line is set apart with its reason, and can be cleared.
    await page.evaluate(
      ({ here, sku }) => {
        const cart = JSON.parse(localStorage.getItem('visitorCart') ?? '{}') as Record<
          string,
          { productSkuId: number }[]
        >;
        const lines = Object.values(cart).find((l) => l.some((line) => line.productSkuId === here))!;
        lines.push({ productSkuId: sku, quantity: 9999 } as { productSkuId: number });
        localStorage.setItem('visitorCart', JSON.stringify(cart));
      },
      { here: first.sku, sku: second.sku },
    );
    await page.reload();
    const unavailable = page.getByTestId('cart-unavailable');
    await unavailable.waitFor();
    expect(await unavailable.innerText()).toMatch(/Not available \(1\)/);
    await expectAccessible(page, 'ShoppingCart (unavailable lines)');
    await snap(page, 'cart-unavailable');
    await page.getByTestId('cart-clear').click();
    const clear = page.getByRole('dialog', { name: 'Clear unavailable products?' });
    await clear.waitFor();
    await settle(page);
    await expectAccessible(page, 'Clear unavailable dialog');
    await snap(page, 'cart-clear-dialog');
    await clear.getByRole('button', { name: 'Delete' }).click();
    await unavailable.waitFor({ state: 'detached' });
    await expect.poll(() => lineNames(page), linesSettle).toEqual([first.name]);
    await context.close();
  });

  it('shows the ladder discount once the quantity reaches the threshold', async () => {
    const { context, page } = await openPhone(browser);
    await page.goto('/promotion');
    await page.getByRole('tab', { name: 'Buy more, save more' }).click();
    // Plenty in stock (no "only N left" note), so the stepper can reach the threshold.
    const card = page
      .locator('.sku-card:visible')
      .filter({ hasNot: page.locator('.stock-note') })
      .first()
      .getByTestId('sku-card');
    await card.waitFor();
    await card.click();
    await page.waitForURL('**/productDetails?productSkuId=*');
    const ladder = page.getByTestId('ladder');
    await ladder.waitFor();
    // The second row starts the first discounted tier ("3 or more" / "3–5").
    const threshold = parseInt(await ladder.locator('tbody tr').nth(1).locator('td').first().innerText(), 10);
    expect(threshold).toBeGreaterThan(1);

    // One below the threshold: no ladder price yet.
    const plus = page.getByTestId('pd-quantity').getByRole('button', { name: /One more/ });
    for (let i = 1; i < threshold - 1; i++) await plus.click();
    await page.getByTestId('add-to-cart').click();
    await page
      .getByTestId('pd-cart-link')
      .getByTestId('cart-badge')
      .filter({ hasText: String(threshold - 1) })
      .waitFor();
    await page.getByTestId('pd-cart-link').click();
    await page.waitForURL('**/shoppingCart');
    const line = cartLines(page).first();
    await line.waitFor();
    expect(await quantityOf(line)).toBe(threshold - 1);
    await page.getByTestId('cart-details-open').click();
    const details = page.getByTestId('cart-discount-details');
    await details.waitFor();
    const promotionRow = details.locator('[data-row="promotion"] dd');
    expect(await promotionRow.innerText()).toMatch(/^−\D*0$/);
    await page.getByRole('button', { name: /close/i }).click();
    await details.waitFor({ state: 'detached' });

    // One more reaches it: the line is repriced and the discount shows.
    const payableBefore = await page.getByTestId('cart-payable').innerText();
    await line.getByRole('button', { name: /One more/ }).click();
    await line.locator('.cart-line__promo--on').waitFor();
    await page.waitForFunction(
      (before) => document.querySelector('[data-testid="cart-payable"]')?.textContent !== before,
      payableBefore,
    );
    expect(await quantityOf(line)).toBe(threshold);
    await page.getByTestId('cart-details-open').click();
    await details.waitFor();
    expect(await promotionRow.innerText()).not.toMatch(/^−\D*0$/);
    await settle(page);
    await expectAccessible(page, 'Discount details');
    await snap(page, 'cart-discount-details');
    await context.close();
  });

  it('merges the visitor cart at login; a member changes quantities and deletes by long press', async () => {
    const { context, page } = await openPhone(browser);
    await page.goto('/');
    await waitForWarehouse(page, 'District 1 warehouse');
    const card = addableCards(page).first();
    await card.waitFor();
    const picked = await addFromCard(card);
    await tabBadge(page).filter({ hasText: '1' }).waitFor();
    await addOption(picked.card, picked.sku);
    await tabBadge(page).filter({ hasText: '2' }).waitFor();
    const other = await addFromCard(await cardOtherThan(page, [picked]));
    await tabBadge(page).filter({ hasText: '3' }).waitFor();

    // Hoa Phạm (demo account) logs in: the visitor's lines are now in her cart on the server.
    await page.goto('/login?redirect=%2FshoppingCart');
    await loginWithPassword(page, '0987654303', 'demo1234');
    await page.waitForURL('**/shoppingCart');
    const line = cartLines(page).filter({ hasText: picked.name });
    await line.waitFor();
    expect(await quantityOf(line)).toBe(2);
    await cartLines(page).filter({ hasText: other.name }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('visitorCart'))).toBeNull();
    await tabBadge(page).filter({ hasText: '3' }).waitFor();
    await snap(page, 'cart-member');

    // The stepper changes the server's line.
    const updated = page.waitForResponse((r) => r.url().endsWith('/api/cart/update/quantity'));
    await line.getByRole('button', { name: /One more/ }).click();
    expect((await updated).status()).toBe(200);
    await tabBadge(page).filter({ hasText: '4' }).waitFor();
    expect(await quantityOf(line)).toBe(3);
    const lowered = page.waitForResponse((r) => r.url().endsWith('/api/cart/update/quantity'));
    await line.getByRole('button', { name: /One less/ }).click();
    expect((await lowered).status()).toBe(200);
    await tabBadge(page).filter({ hasText: '3' }).waitFor();

    // Held for 500 ms: asks first, then deletes.
    const press = line.getByTestId('cart-line-press');
    const box = (await press.boundingBox())!;
    await page.mouse.move(box.x + 40, box.y + 40);
    await page.mouse.down();
    const dialog = page.getByRole('dialog', { name: 'Remove from cart?' });
    await dialog.waitFor();
    await page.mouse.up();
    await settle(page);
    await expectAccessible(page, 'Delete confirmation');
    await snap(page, 'cart-delete-dialog');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await line.waitFor({ state: 'detached' });
    await expect.poll(() => lineNames(page), linesSettle).toEqual([other.name]);
    await tabBadge(page).filter({ hasText: '1' }).waitFor();

    await context.close();
  });

  it('asks to check out same-day and shipped goods separately, with each group’s item count', async () => {
    const { context, page } = await openPhone(browser);
    await page.goto('/');
    await waitForWarehouse(page, 'District 1 warehouse');
    await addableCards(page).first().waitFor();
    await addFromCard(addableCards(page).first());
    await tabBadge(page).filter({ hasText: '1' }).waitFor();
    await page.goto('/searchList?keyword=T-shirt');
    const shirtSku = await addOption(page.locator('.sku-card:visible').first());
    // Search results have no tab bar; the cart is kept on the phone, so a fresh load shows it.
    await page.goto('/shoppingCart');
    await cartLines(page).nth(1).waitFor();
    await page.getByTestId('cart-checkout').click();
    const dialog = page.getByRole('dialog', { name: 'Check out separately' });
    await dialog.waitFor();
    await settle(page);
    await expectAccessible(page, 'Check out separately dialog');
    await snap(page, 'cart-separate-dialog');
    const choices = await dialog.getByRole('button').allInnerTexts();
    expect(choices.filter((c) => /· 1 item/.test(c))).toHaveLength(2);
    // The shipped group alone goes on to checkout.
    await dialog.getByRole('button', { name: /^Shipped/ }).click();
    await page.waitForURL(`**/submitOrder?productSkuIds=${shirtSku}`);
    await context.close();
  });
});
