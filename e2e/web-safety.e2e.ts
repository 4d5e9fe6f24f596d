import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspViolationsOf, launchBrowser, openPhone, screenAuditOf } from './support/browser.js';

/**
 * The CSP holds in the browser, and the e2e support notices when it does not —
 * every other e2e test fails on a violation at each screen it checks and at its end
 * (support/browser.ts), so this proves that net catches what it must.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the content security policy in the browser', () => {
  it('refuses injected inline script and handlers, and a violation is caught by the e2e support', async () => {
    const { context, page } = await openPhone(browser);
    await page.goto('/');
    await page.getByTestId('home-search').waitFor();
    // The screen is checked by axe as it is, before anything is injected.
    await screenAuditOf(page)!.flush();
    // What an XSS would try once it got markup into the page: none of it may run.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = "script"';
      document.body.append(script);
      const img = document.createElement('img');
      img.setAttribute('onerror', 'window.__injected = "handler"');
      img.src = '/nowhere.png';
      document.body.append(img);
      const link = document.createElement('a');
      link.href = 'javascript:window.__injected="url"';
      document.body.append(link);
      link.click();
    });
    await expect.poll(() => cspViolationsOf(context).length).toBeGreaterThanOrEqual(3);
    expect(await page.evaluate(() => (window as { __injected?: string }).__injected)).toBeUndefined();
    const seen = cspViolationsOf(context).join('\n');
    expect(seen).toMatch(/script-src-elem/);
    expect(seen).toMatch(/script-src-attr/);
    // Provoked on purpose: empty the list so the end-of-test check passes.
    cspViolationsOf(context).length = 0;
    await context.close();
  });

  it('checks every screen a test visits with axe without being asked, and a violation fails the test', async () => {
    const { context, page } = await openPhone(browser);
    const audit = screenAuditOf(page)!;
    await page.goto('/');
    await page.getByTestId('home-search').waitFor();
    await audit.flush();
    // An image without a text alternative, as a careless change could add (axe: image-alt, critical).
    await page.evaluate(() => {
      const img = document.createElement('img');
      img.src = '/favicon.svg';
      img.width = 24;
      document.body.append(img);
    });
    // Screens reached inside the app (history changes, no document load) are checked too.
    const tabs = page.getByRole('navigation', { name: 'Main navigation' });
    await tabs.getByTestId('tab-cart').click();
    await page.waitForURL('**/shoppingCart');
    await audit.flush();
    await tabs.getByTestId('tab-promotion').click();
    await page.waitForURL('**/promotion');
    await audit.flush();
    expect(audit.checked).toEqual(['/', '/shoppingCart', '/promotion']);
    expect(audit.problems.filter((p) => /image-alt \(critical\)/.test(p)).map((p) => p.split(':')[0])).toEqual([
      '/shoppingCart',
      '/promotion',
    ]);
    // Provoked on purpose: empty the list so the end-of-test check passes.
    audit.problems.length = 0;
    await context.close();
  });
});
