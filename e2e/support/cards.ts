import type { Locator, Page } from 'playwright-core';

/**
 * Cards of the visible screen whose "+" adds at once (kept-alive screens keep theirs, hidden). A
 * product of several options is left out: its card names its cheapest option, which may be sold out
 * in this warehouse while another is not; the options sheet has tests of its own.
 */
export const addableCards = (page: Page) =>
  page
    .locator('.sku-card:visible')
    .filter({ has: page.locator('[data-testid="card-add-to-cart"]') })
    .filter({ hasNot: page.locator('[data-testid="option-count"]') });

/**
 * One of a card's product in its first option in stock (a shirt comes in sizes): its "+" opens the
 * options sheet when there are several. Returns the SKU added.
 */
export async function addAnyOption(card: Locator): Promise<number> {
  await card.getByTestId('card-add-to-cart').click();
  if (!(await card.getByTestId('option-count').count()))
    return Number(await card.getByTestId('sku-card').getAttribute('data-sku'));
  const sheet = card.page().getByRole('dialog', { name: 'Choose an option' });
  const option = sheet.locator('[data-testid="card-option"]:enabled').first();
  const sku = Number(await option.getAttribute('data-sku'));
  await option.click();
  await sheet.waitFor({ state: 'hidden' });
  return sku;
}
