import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openPhone, snap } from './support/browser.js';
import { addToCartAndCheckout, chooseSlotAndPayment, visible } from './support/checkout.js';
import { openDialog, signInToConsole } from './support/console.js';
import { operations } from './support/operations.js';
import { pngReceipt } from './support/receipt.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const signIn = (phone: string, password: string, landing: string) => signInToConsole(browser, phone, password, landing);

describe('payments and roles in the staff console', () => {
  it('a visitor’s transfer receipt is confirmed by finance and the shop shows the order paid; its refund is settled once', async () => {
    // The visitor orders for pickup by bank transfer and sends the receipt.
    const phone = await openPhone(browser);
    const shop = phone.page;
    await addToCartAndCheckout(shop);
    await visible(shop, 'mode-pickup').check();
    await visible(shop, 'pickup-name').fill('Mai Visitor');
    await visible(shop, 'pickup-phone').fill('0901234567');
    await chooseSlotAndPayment(shop, 'bankTransfer');
    await visible(shop, 'place-order').click();
    await shop.waitForURL('**/orderResult?orderId=*&orderSecret=*');
    await visible(shop, 'go-upload-voucher').click();
    await shop.waitForURL('**/transferVoucher?orderId=*');
    await shop
      .getByTestId('voucher-input')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: pngReceipt() });
    await shop.locator('.order-voucher__preview:visible').waitFor();
    await visible(shop, 'voucher-upload').click();
    await shop.waitForURL('**/orderDetails?orderId=*&orderSecret=*');
    await visible(shop, 'order-status-tip').filter({ hasText: 'Receipt received, awaiting verification' }).waitFor();
    const orderSn = (await visible(shop, 'info-orderSn').locator('dd').innerText()).trim();

    // Finance finds it among the receipts to check, beside the amount and the QR's reference.
    const { context, page } = await signIn('0938123410', 'finance1234', 'orders');
    await page.getByRole('menuitem', { name: 'Payments' }).click();
    await page.waitForURL('**/console/payments');
    await page.getByRole('button', { name: orderSn, exact: true }).click();
    const review = page.locator('section').filter({
      has: page.getByRole('heading', { name: `Receipt of order ${orderSn}` }),
    });
    await review.getByRole('img', { name: `Transfer receipt sent for order ${orderSn}` }).waitFor();
    expect(
      await review.getByText('Reference on the payment QR').locator('xpath=ancestor::tr[1]').innerText(),
    ).toContain(orderSn);
    await expectAccessible(page, 'console payments (receipt)');
    await snap(page, 'console-payments-receipt');

    await review.getByRole('button', { name: 'Confirm money received' }).click();
    const confirm = await openDialog(page, 'Confirm money received');
    await expectAccessible(page, 'console payments (confirm)');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(`Payment of order ${orderSn} confirmed.`).waitFor();

    // The shop shows it paid: no longer pending payment, no pay button.
    await shop.reload();
    await visible(shop, 'order-status').filter({ hasText: 'Pending review' }).waitFor();
    expect(await visible(shop, 'details-pay-now').count()).toBe(0);

    // Approved by operations, then the shopper asks the refund of the confirmed money.
    const orderId = Number(new URL(shop.url()).searchParams.get('orderId'));
    expect(await (await operations(shop))('review', orderId)).toBe(200);
    await shop.reload();
    await visible(shop, 'refund-open').click();
    const sheet = shop.getByTestId('refund-sheet');
    await sheet.getByRole('radio', { name: 'The product arrived damaged' }).check();
    await sheet.getByRole('radio', { name: 'To a bank card' }).check();
    if (await sheet.getByRole('radio', { name: 'A new bank card' }).count())
      await sheet.getByRole('radio', { name: 'A new bank card' }).check();
    await sheet.getByTestId('refund-bankName').fill('Vietcombank');
    await sheet.getByTestId('refund-bankAccount').fill('0071000999888');
    await sheet.getByRole('button', { name: /Confirm refund of ₫/ }).click();
    const refund = visible(shop, 'refund-section');
    await refund.getByText('Refund pending').waitFor();

    // Finance settles it with the bank's reference, once.
    await page.getByRole('tab', { name: /Refunds to settle/ }).click();
    await page.waitForURL('**queue=refunds**');
    await page.getByRole('button', { name: orderSn, exact: true }).click();
    const refundReview = page.locator('section').filter({
      has: page.getByRole('heading', { name: `Refund of order ${orderSn}` }),
    });
    await refundReview.getByRole('button', { name: 'Settle refund' }).click();
    const settle = await openDialog(page, 'Settle refund');
    await settle.getByRole('textbox', { name: 'Bank reference of the transfer' }).fill('FT26120500042');
    await expectAccessible(page, 'console payments (settle refund)');
    await settle.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(`Refund of order ${orderSn} settled.`).waitFor();
    await expectAccessible(page, 'console payments (refunds)');
    // A second settlement is refused by the API, whatever a screen shows.
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('consoleSession') ?? '{}') as { token?: string }).token ?? '',
    );
    const again = await page.request.post('/api/ops/order/refund', {
      data: { orderId, bankReference: 'FT-AGAIN' },
      headers: { authorization: token },
    });
    expect(again.status()).toBe(409);
    await shop.reload();
    await visible(shop, 'refund-section').getByText('Refunded').waitFor();

    await page.getByRole('menuitem', { name: 'Today' }).click();
    await page.getByRole('heading', { name: 'Orders and revenue today' }).waitFor();
    await expectAccessible(page, 'console today');
    await snap(page, 'console-today');
    await context.close();
    await phone.context.close();
    // A whole journey through the shop and three console screens: minutes on a busy machine.
  }, 180_000);

  it('the admin grants a role, and the console refuses sales with finance as the server says it', async () => {
    const { context, page } = await signIn('0938123411', 'admin1234', 'staff');
    await page.getByRole('heading', { name: 'Staff and roles' }).waitFor();
    await expectAccessible(page, 'console staff');

    // Hoa Phạm, a customer, found by her phone, becomes operations staff.
    const search = page.getByRole('searchbox', { name: 'Find a member by phone or name' });
    await search.fill('987654303');
    await search.press('Enter');
    const hoa = page.getByRole('group', { name: /^Roles of / });
    await expect.poll(() => hoa.count()).toBe(1);
    // The box follows the server: ticked once the grant is recorded, not at the click.
    await hoa.getByRole('checkbox', { name: 'Operations' }).click();
    await page.getByText(/^Operations granted to /).waitFor();
    await expect.poll(() => hoa.getByRole('checkbox', { name: 'Operations' }).isChecked()).toBe(true);

    // Quang Lê holds sales: finance beside it is refused, with the server's words.
    await search.fill('938123404');
    await search.press('Enter');
    await expect.poll(() => page.getByRole('group', { name: /^Roles of / }).count()).toBe(1);
    const quang = page.getByRole('group', { name: /^Roles of / });
    await expect.poll(() => quang.getByRole('checkbox', { name: 'Sales' }).isChecked()).toBe(true);
    await quang.getByRole('checkbox', { name: 'Finance' }).click();
    await page.locator('.ant-message-error').waitFor();
    expect(await quang.getByRole('checkbox', { name: 'Finance' }).isChecked()).toBe(false);
    await expectAccessible(page, 'console staff (refused)');
    await snap(page, 'console-staff');

    // Hoa goes back to being a customer, so other tests find the demo as it was.
    await search.fill('987654303');
    await search.press('Enter');
    await expect.poll(() => hoa.getByRole('checkbox', { name: 'Operations' }).isChecked()).toBe(true);
    await hoa.getByRole('checkbox', { name: 'Operations' }).click();
    await page.getByText(/^Operations removed from /).waitFor();
    await context.close();
  });
});
