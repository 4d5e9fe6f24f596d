import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openPhone, snap, untilStill } from './support/browser.js';

/**
 * What a first-time shopper (and a sales staff member) met: the position popup, the
 * warehouse switcher across borders, ordering for a customer, search filters, other languages.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const positionDialog = (page: Page) => page.getByRole('dialog', { name: 'Allow location access' });
const homeReady = (page: Page) => page.getByTestId('warehouse-bar').waitFor();

describe('shopper', () => {
  it('asks for the position once: Cancel is remembered and a deep-linked product is never covered', async () => {
    const { context, page } = await openPhone(browser, { positioned: false });
    await page.goto('/productDetails?productSkuId=1');
    await page.locator('main.screen__main:visible').waitFor();
    await page.getByRole('heading').first().waitFor();
    expect(await positionDialog(page).count()).toBe(0);

    await page.goto('/');
    await positionDialog(page).waitFor();
    await untilStill(page);
    await expectAccessible(page, 'Position popup');
    await snap(page, 'shopper-position-popup');
    await positionDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await positionDialog(page).waitFor({ state: 'hidden' });

    await page.reload();
    await homeReady(page);
    await page.getByTestId('warehouse-name').waitFor();
    expect(await positionDialog(page).count()).toBe(0);
    await context.close();
  });

  it('says how to allow location when the browser blocks it, and offers it again from the warehouse bar', async () => {
    const { context, page } = await openPhone(browser, { positioned: false });
    await context.clearPermissions();
    await page.goto('/');
    await positionDialog(page).waitFor();
    await positionDialog(page).getByRole('button', { name: 'Confirm' }).click();
    const help = positionDialog(page).getByTestId('location-help');
    await help.waitFor();
    expect(await help.innerText()).toMatch(/Location is blocked/);
    await expectAccessible(page, 'Position popup (blocked)');
    await snap(page, 'shopper-position-blocked');
    await positionDialog(page).getByRole('button', { name: 'OK' }).click();
    await positionDialog(page).waitFor({ state: 'hidden' });

    await page.getByTestId('warehouse-bar').click();
    const switcher = page.getByTestId('warehouse-switcher');
    await switcher.getByTestId('use-my-location').click();
    await switcher.getByTestId('location-help').waitFor();
    await context.close();
  });

  for (const locale of ['en-US', 'th-TH', 'vi-VN'] as const) {
    it(`groups warehouses by country and confirms a change of country (${locale})`, async () => {
      const { context, page } = await openPhone(browser, { locale });
      await page.goto(`/?locale=${locale}`);
      await homeReady(page);
      await page.getByTestId('warehouse-name').waitFor();
      await untilStill(page);
      await snap(page, `shopper-home-${locale}`);

      await page.getByTestId('warehouse-bar').click();
      const switcher = page.getByTestId('warehouse-switcher');
      const vn = switcher.getByTestId('warehouse-country-VN');
      await vn.waitFor();
      // Shopper in Ho Chi Minh City: Vietnam first, and the nearest warehouse delivers to them.
      expect(await switcher.locator('[data-testid^="warehouse-country-"]').first().getAttribute('data-testid')).toBe(
        'warehouse-country-VN',
      );
      expect(await vn.locator('[data-testid^="warehouse-delivers-"]').count()).toBeGreaterThan(0);
      await untilStill(page);
      await expectAccessible(page, `Warehouse switcher (${locale})`);
      await snap(page, `shopper-switcher-${locale}`);

      const th = switcher.getByTestId('warehouse-country-TH');
      if ((await th.count()) > 0) {
        await th.scrollIntoViewIfNeeded();
        await th.locator('.warehouse-option').first().click();
        const confirm = page.getByRole('dialog').filter({ hasText: 'THB' });
        await confirm.waitFor();
        await untilStill(page);
        await expectAccessible(page, `Switch country (${locale})`);
        await snap(page, `shopper-switch-country-${locale}`);
        // Declining keeps the shopper where they were.
        await confirm.locator('button').filter({ hasNotText: /THB/ }).first().click();
        await confirm.waitFor({ state: 'hidden' });
        expect(await page.evaluate(() => localStorage.getItem('country'))).not.toBe('"TH"');
      }
      await context.close();
    });
  }

  it('shows whom a staff member orders for on every screen, and exits from there', async () => {
    const { context, page } = await openPhone(browser);
    await page.goto('/login?redirect=%2FcustomerOrderProxy');
    await page.getByTestId('login-phone').fill('0938123404');
    await page.getByTestId('login-next').click();
    await page.getByTestId('login-password').fill('sales1234');
    await page.getByTestId('login-submit').click();
    await page.waitForURL('**/customerOrderProxy');
    await page.getByTestId('proxy-search').fill('901234501');
    await page.getByTestId('proxy-search').press('Enter');
    await page.getByText('Lan Nguyễn').first().waitFor();
    await page.locator('.customer-row__button').first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log in as customer' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    const bar = page.getByTestId('acting-for-bar');
    await bar.waitFor();
    expect(await bar.innerText()).toMatch(/Ordering for a customer[\s\S]*Lan Nguyễn/);
    await untilStill(page);
    await snap(page, 'shopper-acting-for-home');
    await page.goto('/searchList?keyword=apple');
    await bar.waitFor();
    await page.goto('/my');
    await bar.waitFor();
    await page.getByText('Ordering for a customer').first().waitFor();
    await snap(page, 'shopper-acting-for-my');

    await page.getByTestId('acting-for-exit').click();
    await bar.waitFor({ state: 'hidden' });
    await page.getByTestId('logout').waitFor();
    await context.close();
  });

  it('keeps search filters to one row, says when a filter emptied the list, and counts with plurals', async () => {
    const { context, page } = await openPhone(browser);
    await page.goto('/searchList?keyword=apple');
    await page.locator('[data-testid="sku-card"]:visible').first().waitFor();
    const count = page.getByTestId('search-count');
    await expect.poll(() => count.innerText(), { timeout: 15_000 }).toMatch(/^\d[\d,]* products?$/);
    const filters = page.locator('.search-filters:visible');
    const box = await filters.boundingBox();
    // One row of 44 px targets plus padding: the filters do not push the results down.
    expect(box!.height).toBeLessThan(80);
    await snap(page, 'shopper-search-list');
    await page.getByTestId('filters-toggle').click();
    await page.getByTestId('filter-promotion').check();
    await page.getByTestId('filter-in-stock').check();
    await untilStill(page);
    await snap(page, 'shopper-search-filters-open');
    await context.close();
  });

  it('every tab of the tab bar is a full-width tap target', async () => {
    const { context, page } = await openPhone(browser, { locale: 'th-TH' });
    await page.goto('/?locale=th-TH');
    await homeReady(page);
    const links = page.locator('.app-tab-bar a');
    const n = await links.count();
    expect(n).toBeGreaterThanOrEqual(4);
    for (let i = 0; i < n; i++) {
      const b = (await links.nth(i).boundingBox())!;
      expect(b.width).toBeGreaterThanOrEqual(390 / n - 8);
      expect(b.height).toBeGreaterThanOrEqual(44);
    }
    await context.close();
  });
});
