import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openPhone, snap, untilStill } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The newest code the dev SMS outbox holds for a phone (development and tests only). */
async function smsCode(page: Page, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/dev/sms/outbox?phoneNumber=${phone}`);
        code = ((await res.json()) as { data: { code: string }[] }).data[0]?.code;
        return code;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return code!;
}

/** The dialog once its opening animation is over (axe measures contrast of what is on screen). */
async function openedDialog(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await untilStill(page);
  return dialog;
}

async function enterPhone(page: Page, phone: string) {
  await page.getByTestId('login-phone').fill(phone);
  await page.getByTestId('login-next').click();
}

async function loginWithPassword(page: Page, phone: string, password: string) {
  await enterPhone(page, phone);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

describe('auth', () => {
  it('registers by SMS code, sets a password, logs out, and logs back in by password where it started', async () => {
    const { context, page } = await openPhone(browser);
    // A fresh Vietnamese mobile number for every run.
    const phone = `90${String(Date.now()).slice(-7)}`;

    await page.goto('/my');
    await page.waitForURL('**/login?redirect=%2Fmy');
    await page.getByTestId('login-phone').waitFor();
    await snap(page, 'auth-login-phone');
    await enterPhone(page, phone);

    const code = page.getByTestId('login-code');
    await code.waitFor();
    // A new phone gets its SMS only once the agreement is accepted; "Send code" says so meanwhile.
    await page.getByTestId('login-agreement-needed').waitFor();
    await untilStill(page);
    await snap(page, 'auth-login-send-code-hint');
    for (const locale of ['vi-VN', 'th-TH', 'lo-LA']) {
      const other = await openPhone(browser, { locale });
      await other.page.goto('/login?redirect=%2Fmy');
      await enterPhone(other.page, `91${String(Date.now()).slice(-7)}`);
      await other.page.getByTestId('login-agreement-needed').waitFor();
      await untilStill(other.page);
      await expectAccessible(other.page, `Login (send code hint, ${locale})`);
      await snap(other.page, `auth-login-send-code-hint-${locale}`);
      await other.context.close();
    }
    await page.getByTestId('login-agreement').click();
    await page.getByText(/new code in \d+ s/).waitFor();
    await expectAccessible(page, 'Login (register by code)');
    await snap(page, 'auth-login-register-code');
    // A complete code sends itself once the agreement is accepted (a tap on the button meanwhile
    // would race the request that already started).
    await code.fill(await smsCode(page, phone));

    // A new member is offered to complete the profile, then goes back to where they started.
    await page.waitForURL('**/personalInfo?**');
    await page.getByTestId('profile-nickname').waitFor();
    await snap(page, 'auth-personal-info-welcome');
    await page.getByTestId('profile-nickname').fill('Playwright Tester');
    await page.getByTestId('profile-email').fill('tester@example.com');
    // The photo is an upload of the member's own, taken or picked on the phone.
    const selfie = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#c9734f' } })
      .jpeg()
      .toBuffer();
    await page
      .getByTestId('profile-photo-input')
      .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: selfie });
    await page.getByTestId('profile-photo').locator('.image-upload__img').waitFor();
    await untilStill(page);
    await snap(page, 'auth-personal-info-photo');
    await page.getByTestId('profile-save').click();
    await page.waitForURL((url) => url.pathname === '/my');
    expect(await page.getByTestId('my-name').innerText()).toBe('Playwright Tester');
    const avatar = page.locator('.avatar img').first();
    await avatar.waitFor();
    // A picture's address is signed for whoever was shown it (`?t=<day>.<signature>`).
    expect(await avatar.getAttribute('src')).toMatch(/^\/api\/upload\/file\/[\w-]{22}\?t=\d+\.[\w-]+$/);
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('.avatar img')?.naturalWidth);
    expect(await page.getByTestId('my-certified').innerText()).toBe('Not verified');
    await snap(page, 'auth-my');

    // No password yet (registered by SMS): set one on the profile page.
    await page.goto('/userInfo');
    await page.getByTestId('new-password').waitFor();
    await page.getByTestId('new-password').fill('short');
    await page.getByTestId('confirm-password').fill('short');
    await page.getByTestId('change-password-submit').click();
    await page.getByText('6–20 characters, with both letters and numbers.', { exact: true }).first().waitFor();
    await page.getByTestId('new-password').fill('Secret123');
    await page.getByTestId('confirm-password').fill('Secret123');
    await page.getByTestId('change-password-submit').click();
    await page.getByText(/Password changed/).waitFor();
    await snap(page, 'auth-user-info');

    await page.goto('/my');
    await page.getByTestId('logout').click();
    const dialog = await openedDialog(page);
    await expectAccessible(page, 'My (logout confirmation)');
    await dialog.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}') as { token?: string });
    expect(user.token ?? '').toBe('');

    // A protected page sends to login, and login by password lands back on it.
    await page.goto('/userInfo');
    await page.waitForURL('**/login?redirect=%2FuserInfo');
    await loginWithPassword(page, phone, 'Secret123');
    await page.waitForURL((url) => url.pathname === '/userInfo');
    expect(await page.getByTestId('profile-nickname').innerText()).toBe('Playwright Tester');
    await context.close();
  }, 120_000);

  it('lets a staff member log into a customer account, see the customer, and exit back to staff', async () => {
    const { context, page } = await openPhone(browser);
    await page.goto('/login?redirect=%2Fmy');
    await loginWithPassword(page, '0938123404', 'sales1234');
    await page.waitForURL((url) => url.pathname === '/my');
    expect(await page.getByTestId('my-name').innerText()).toBe('Quang Lê');

    // Phone search, including "customer not found".
    await page.getByTestId('customer-phone').fill('0999999999');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByTestId('customer-not-found').waitFor();
    await expectAccessible(page, 'My (staff)');
    await snap(page, 'auth-my-staff');

    // The customer list screen.
    await page.getByTestId('select-customer').click();
    await page.waitForURL('**/customerOrderProxy');
    await page.locator('.customer-row').first().waitFor();
    await snap(page, 'auth-customer-order-proxy');
    await page.getByTestId('proxy-search').fill('901234501');
    await page.getByTestId('proxy-search').press('Enter');
    await page.getByText('Lan Nguyễn').first().waitFor();
    await page.locator('.customer-row__button').first().click();
    const dialog = await openedDialog(page);
    await expectAccessible(page, 'CustomerOrderProxy (confirm)');
    await snap(page, 'auth-proxy-confirm');
    await dialog.getByRole('button', { name: 'Log in as customer' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/my');
    await page.getByTestId('exit-guest-mode').waitFor();
    expect(await page.getByTestId('my-name').innerText()).toBe('Lan Nguyễn');
    const session = await page.evaluate(
      () => JSON.parse(localStorage.getItem('user') ?? '{}') as { isGuestOrdering?: number; temporaryUser?: unknown },
    );
    expect(session.isGuestOrdering).toBe(1);
    expect(session.temporaryUser).toBeTruthy();
    await expectAccessible(page, 'My (guest mode)');
    await snap(page, 'auth-my-guest-mode');

    await page.getByTestId('exit-guest-mode').click();
    await page.getByTestId('logout').waitFor();
    await page.getByText('Quang Lê', { exact: true }).waitFor();
    expect(await page.getByTestId('my-name').innerText()).toBe('Quang Lê');
    // The customer is now a recent customer.
    await page.getByTestId('recent-customers').getByText('Lan Nguyễn').waitFor();
    await context.close();
  });

  it('keeps a transfer page code for the tab and opens forgot password accessibly', async () => {
    const { context, page } = await openPhone(browser);
    await page.goto('/transferPage?source=sales&uid=qr-42');
    await page.waitForURL((url) => url.pathname === '/');
    const stored = await page.evaluate(() => sessionStorage.getItem('transferPage'));
    expect(JSON.parse(stored!)).toEqual({ source: 'sales', uid: 'qr-42' });
    // The code goes out as the qrCode header.
    const request = page.waitForRequest((r) => r.url().includes('/api/') && !!r.headers()['qrcode']);
    await page.goto('/login');
    expect((await request).headers()['qrcode']).toBe('qr-42');

    await page.goto('/forgotPassword');
    await page.getByTestId('forgot-send').waitFor();
    await snap(page, 'auth-forgot-password');
    await context.close();
  });
});
