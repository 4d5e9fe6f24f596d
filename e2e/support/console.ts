import type { Browser, Page } from 'playwright-core';
import { openDesk, untilStill } from './browser.js';

/** Signs a staff member in to the console at 1280×800; the page lands on the role's first section. */
export async function signInToConsole(browser: Browser, phone: string, password: string, landing: string) {
  const desk = await openDesk(browser);
  await desk.page.goto('/console/');
  await desk.page.waitForURL('**/console/sign-in');
  await desk.page.getByLabel('Phone number').fill(phone);
  await desk.page.getByLabel('Password').fill(password);
  await desk.page.getByRole('button', { name: 'Sign in' }).click();
  await desk.page.waitForURL(`**/console/${landing}`);
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
