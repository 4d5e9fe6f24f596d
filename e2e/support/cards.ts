import type { Locator, Page } from 'playwright-core';

/** Cards of the visible screen with a "+" (kept-alive screens keep theirs, hidden; sold-out ones have none). */
export const addableCards = (page: Page) =>
  page.locator('.sku-card:visible').filter({ has: page.locator('[data-testid="card-add-to-cart"]') });

/** The SKU a card shows: for a product of several options, its cheapest. */
export const cardSkuOf = async (card: Locator) => Number(await card.getByTestId('sku-card').getAttribute('data-sku'));

/**
 * One of a card's product with its "+": at once for a product of one option; for several, the
 * options sheet opens and `sku` is tapped there, or else the first option in stock (the card names
 * the cheapest option, which may be sold out here while another is not). Returns the SKU added.
 */
export async function addOption(card: Locator, sku?: number): Promise<number> {
  await card.getByTestId('card-add-to-cart').click();
  if (!(await card.getByTestId('option-count').count())) return cardSkuOf(card);
  // Found by its options, not its title: the same steps run in every language.
  const page = card.page();
  const sheet = page.getByRole('dialog').filter({ has: page.locator('[data-testid="card-option"]') });
  const options = sheet.locator('[data-testid="card-option"]:enabled');
  const option = sku === undefined ? options.first() : options.and(sheet.locator(`[data-sku="${sku}"]`));
  const added = Number(await option.getAttribute('data-sku'));
  await option.click();
  await sheet.waitFor({ state: 'hidden' });
  return added;
}
