import type { Browser, Page } from 'playwright-core';
import { expectAccessible, openDesk, untilStill } from './browser.js';

/** Signs a staff member in on this page; it lands on `landing`, the role's first section. */
export async function signIn(page: Page, phone: string, password: string, landing: string) {
  await page.goto('/console/');
  await page.waitForURL('**/console/sign-in');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`**/console/${landing}`);
}

/** Signs in as the catalogue staff member (Tùng Ngô), who lands on the catalogue. */
export async function signInToCatalogue(page: Page) {
  await signIn(page, '0938123412', 'catalog1234', 'catalogue');
  await page.getByRole('heading', { name: 'Catalogue', level: 1 }).waitFor();
}

/** The signed-in staff member's session token, as the console keeps it. */
export const tokenOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('consoleSession') ?? '{}') as { token?: string }).token ?? '');

/** A staff endpoint called with the console's session: to read what a test needs, or to put things back. */
export async function staffCall<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const headers = { authorization: await tokenOf(page) };
  const res =
    method === 'GET'
      ? await page.request.get(`/api/staff/catalogue/${path}`, { headers })
      : await page.request.post(`/api/staff/catalogue/${path}`, { headers, data });
  return ((await res.json()) as { data: T }).data;
}

/**
 * Opens a dialog or drawer with `open`, checks it with axe once it stands still, and closes it
 * with Escape, unchanged: for the console's dialogs a journey does not otherwise show.
 */
export async function checkDialog(page: Page, screen: string, open: () => Promise<void>) {
  await open();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await untilStill(page, '.ant-modal, .ant-drawer-content-wrapper, [role="dialog"]');
  await expectAccessible(page, screen);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

/** Signs a staff member in to the console at 1280×800; the page lands on the role's first section. */
export async function signInToConsole(browser: Browser, phone: string, password: string, landing: string) {
  const desk = await openDesk(browser);
  await signIn(desk.page, phone, password, landing);
  return desk;
}

/** A dialog of the console once its opening animation is over (axe reads what is on screen). */
export async function openDialog(page: Page, title: string) {
  const dialog = page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });
  await dialog.waitFor();
  await untilStill(page, '.ant-modal');
  return dialog;
}

/** A drawer of the console once its slide-in is over. */
export async function openedDrawer(page: Page, title: string) {
  const drawer = page.locator('.ant-drawer-section').filter({ hasText: title });
  await drawer.waitFor();
  await untilStill(page, '[role="dialog"], .ant-drawer-mask');
  return drawer;
}
