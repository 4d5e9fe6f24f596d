import type { Page } from 'playwright-core';

/**
 * Called after tapping "Log in". A member whose saved address another warehouse serves is asked
 * whether to stay or switch: before leaving the login page, and again whenever the address the app
 * follows changes (a new default, an order a rep placed for them). Tests written for the member's
 * own warehouse answer it wherever it appears: Playwright runs the handler before any action or
 * `waitFor` that the open question would block, so the answer does not depend on when the app asks.
 * Tests of the question itself do not call this.
 */
export async function answerWarehouseQuestion(page: Page, answer: 'switch' | 'stay' = 'switch'): Promise<void> {
  await page.addLocatorHandler(page.getByTestId('warehouse-ask'), async () => {
    await page.getByTestId(`warehouse-ask-${answer}`).click();
  });
  // Leaving the login page may wait for the answer; this wait runs the handler while it lasts.
  await page.getByTestId('login-submit').waitFor({ state: 'hidden', timeout: 30_000 });
}

/** A member logs in with phone and password from Home's login page, staying in their own warehouse. */
export async function loginWithPassword(page: Page, phone: string, password: string) {
  await page.goto('/login?redirect=%2F');
  await page.getByTestId('login-phone').fill(phone);
  await page.getByTestId('login-next').click();
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await answerWarehouseQuestion(page);
  await page.waitForURL((url) => url.pathname === '/');
}
