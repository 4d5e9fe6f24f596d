import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK, expectAccessible, launchBrowser, openDesk, openPhone, snap, untilStill } from './support/browser.js';
import { pngReceipt } from './support/receipt.js';
import { placeVisitorOrderInShop } from './support/checkout.js';
import { signIn } from './support/console.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The queue asks every 15 s while on show (decision 0049): a notice within two rounds, on a busy machine too. */
const NEW_ORDER_WAIT_MS = 45_000;

/** The confirmation of an action, once its opening animation is over (axe reads what is on screen). */
async function confirmDialog(page: Page, title: string) {
  const dialog = page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });
  await dialog.waitFor();
  await untilStill(page, '.ant-modal');
  return dialog;
}

/** Runs one action of the order drawer through its confirmation, and waits for the order to show it. */
async function act(page: Page, action: string, status: string, text?: { label: string; value: string }) {
  const drawer = page.locator('.ant-drawer-section');
  await drawer.getByRole('button', { name: action, exact: true }).click();
  const dialog = await confirmDialog(page, action);
  if (text) await dialog.getByRole('textbox', { name: text.label }).fill(text.value);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.waitFor({ state: 'detached' });
  await drawer.locator('#order-summary').locator('xpath=..').getByText(status, { exact: true }).waitFor();
}

describe('a day in the staff console', () => {
  it('a visitor’s order reaches the queue without a reload, is approved, picked from its packing slip, shipped and completed', async () => {
    const { context, page } = await openDesk(browser);
    // The map's tiles come from the tile server (MAP_TILE_URL), which this machine cannot reach:
    // a plain tile stands in for each, so the map draws as it does in a shop.
    await context.route('https://tile.openstreetmap.org/**', (route) =>
      route.fulfill({ contentType: 'image/png', body: pngReceipt(256, 256) }),
    );

    // Vy Hoàng, operations, signs in and lands on the order queue.
    await signIn(page, '0938123409', 'ops12345', 'orders');

    // The day's queue: orders waiting for review at District 1.
    await page.getByRole('tab', { name: 'Pending review' }).click();
    await page.waitForURL('**status=1**');
    await page.getByRole('combobox', { name: 'Filter orders by warehouse' }).click();
    await page.locator('.ant-select-item-option[title="District 1 warehouse"]').click();
    await page.waitForURL('**warehouse=1**');
    await page.locator('.ant-table-tbody').waitFor();
    await expectAccessible(page, 'console orders (queue)');

    // A visitor orders in the shop; the queue says so by itself, without moving its rows.
    const phone = await openPhone(browser);
    const order = await placeVisitorOrderInShop(phone.page);
    await phone.context.close();
    const notice = page.getByRole('status').filter({ hasText: 'New orders since this list was drawn: 1' });
    await notice.waitFor({ timeout: NEW_ORDER_WAIT_MS });
    const open = page.getByRole('button', { name: `Open order ${order.orderSn}` });
    expect(await open.count()).toBe(0);
    await expectAccessible(page, 'console orders (new orders notice)');
    await snap(page, 'console-day-new-orders');
    await notice.getByRole('button', { name: 'Show them' }).click();
    await open.waitFor();

    // On a small laptop (1024 px, the menu folded) the queue fits: its Status column is in view.
    await page.setViewportSize({ width: 1024, height: 768 });
    const queue = page.locator('.orders .ant-table-content');
    await expect.poll(() => queue.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await snap(page, 'console-day-queue-1024');
    await page.setViewportSize(DESK);

    // The order page: the address on its map, the actions its status allows.
    await open.click();
    const drawer = page.locator('.ant-drawer-section').filter({ hasText: `Order ${order.orderSn}` });
    await drawer.waitFor();
    await untilStill(page, '[role="dialog"], .ant-drawer-mask');
    const map = drawer.getByRole('region', { name: 'Map of the delivery address' });
    await map.locator('img.leaflet-tile-loaded').first().waitFor();
    await map.locator('.order-map__pin').waitFor();
    await expectAccessible(page, 'console order (address on its map)');
    await snap(page, 'console-day-order');

    await act(page, 'Approve', 'Processing');
    await act(page, 'Start processing', 'Processing');
    await expectAccessible(page, 'console order (processing)');

    // Picking: the packing slip, a page of its own, printed without the console around it.
    await drawer.getByRole('button', { name: 'Print packing slip' }).click();
    await page.waitForURL(`**/console/orders/${order.orderId}/slip`);
    const slip = page.getByRole('article', { name: `Packing slip · order ${order.orderSn}` });
    await slip.waitFor();
    expect(await slip.getByRole('row').count()).toBe(2);
    await slip.getByText('12, Lê Lợi').waitFor();
    await expectAccessible(page, 'console packing slip');
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Back to the order' }).isVisible()).toBe(false);
    expect(await slip.isVisible()).toBe(true);
    expect(await page.getByRole('navigation').count()).toBe(0);
    await expectAccessible(page, 'console packing slip (print)');
    await snap(page, 'console-day-packing-slip-print');
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('link', { name: 'Back to the order' }).click();
    await page.waitForURL(`**/console/orders?order=${order.orderId}`);
    await drawer.waitFor();
    await untilStill(page, '[role="dialog"], .ant-drawer-mask');

    await act(page, 'Ship', 'Pending receipt', { label: 'Tracking number', value: 'VN-DAY-0001' });
    await act(page, 'Complete', 'Completed');
    await expectAccessible(page, 'console order (completed)');

    // The shop shows the visitor the order as the console left it.
    const shop = await page.request.get(
      `/api/order/detail?orderId=${order.orderId}&orderSecret=${encodeURIComponent(order.orderSecret)}`,
      { headers: order.headers },
    );
    expect(((await shop.json()) as { data: { status: number; trackingNumber: string } }).data).toMatchObject({
      status: 4,
      trackingNumber: 'VN-DAY-0001',
    });

    // The day's figures close it.
    await page.keyboard.press('Escape');
    await page.getByRole('menuitem', { name: 'Today' }).click();
    await page.getByRole('heading', { name: 'Orders and revenue today' }).waitFor();
    await expectAccessible(page, 'console today (end of the day)');
    await context.close();
    // A whole day: an order placed on a phone, then four console screens: minutes on a busy machine.
  }, 180_000);
});
