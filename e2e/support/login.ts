import type { Page } from 'playwright-core';

/**
 * After "Log in": a member whose saved address another warehouse serves is asked first whether
 * to stay or switch (the visitor's cart is in the warehouse on show). Tests written for the
 * member's own warehouse answer "switch"; a login that is not asked goes on untouched.
 */
export async function answerWarehouseQuestion(page: Page, answer: 'switch' | 'stay' = 'switch'): Promise<void> {
  const left = page
    .waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 })
    .then(() => false)
    .catch(() => false);
  const asked = page
    .getByTestId('warehouse-ask')
    .waitFor({ timeout: 30_000 })
    .then(() => true)
    .catch(() => false);
  if (await Promise.race([asked, left])) await page.getByTestId(`warehouse-ask-${answer}`).click();
}
