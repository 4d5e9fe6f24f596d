import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { expect, inject, onTestFinished } from 'vitest';
import { CHROME_FLAGS } from '../../scripts/lib/browser.mjs';
import { auditScreens, axeViolations, screenAuditOf, watchScreens } from './axe.js';

export { screenAuditOf } from './axe.js';

export const PHONE = { width: 390, height: 844 };
const screenshotDir = new URL('../screenshots/', import.meta.url).pathname;

/** Debian's Chromium with the flags this sandbox needs (STACK-NOTES.md); never a downloaded browser. */
export async function launchBrowser(): Promise<Browser> {
  // launch() gives every run a fresh, temporary profile of its own.
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROME_FLAGS,
  });
}

export interface PhoneOptions {
  locale?: string;
  /** Store a position first so the position popup does not interrupt (default true). */
  positioned?: boolean;
  /** Navigations return once React has the page (default true); false: as soon as they load. */
  untilLive?: boolean;
}

/** A fresh phone-sized context (its own storage) and page, pointed at the app. */
export async function openPhone(
  browser: Browser,
  options: PhoneOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: options.locale ?? 'en-US',
    baseURL: inject('baseURL'),
    geolocation: { latitude: 10.7769, longitude: 106.7009 },
    permissions: ['geolocation'],
  });
  if (options.positioned !== false) {
    await context.addInitScript(() => {
      if (!localStorage.getItem('currentPosition')) {
        localStorage.setItem('currentPosition', JSON.stringify({ latitude: 10.7769, longitude: 106.7009 }));
      }
    });
  }
  await watchCsp(context);
  await watchAnswers(context);
  await watchScreens(context);
  const page = await context.newPage();
  if (options.untilLive !== false) untilHydrated(page);
  const audit = await auditScreens(page, options.locale ?? 'en-US');
  // Closing waits for the screen on show to be checked: the last screen of a test counts too.
  const close = context.close.bind(context);
  context.close = async (...args) => {
    await audit.flush();
    return close(...args);
  };
  try {
    onTestFinished(async ({ task }) => {
      if (task.result?.state === 'fail') return audit.stop();
      await audit.flush();
      if (process.env.E2E_AXE_LOG) {
        const { checked, passedThrough, unsettled } = audit;
        const { settle, axe } = audit.spentMs;
        console.log(`axe · ${task.name} (settling ${settle} ms, axe ${axe} ms)\n  checked: ${checked.join('  ')}`);
        if (passedThrough.length) console.log(`  passed through: ${passedThrough.join('  ')}`);
        if (unsettled.length) console.log(`  never settled (checked as they stood): ${unsettled.join('  ')}`);
      }
      expect(audit.problems, 'accessibility of the screens the test visited (axe, automatic)').toEqual([]);
    });
  } catch {
    // Opened outside a test (beforeAll): explicit checks still apply.
  }
  return { context, page };
}

export const DESK = { width: 1280, height: 800 };

/**
 * A fresh desk-sized context (its own storage) and page, pointed at the server, for the staff
 * console. CSP violations fail the test as on the phone; the shop's screen audit and answer check
 * are the shop's own (they watch its root and its HTTP client), so a console test calls
 * expectAccessible on each screen it shows.
 */
export async function openDesk(
  browser: Browser,
  options: { locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: DESK,
    locale: options.locale ?? 'en-US',
    baseURL: inject('baseURL'),
  });
  await watchCsp(context);
  return { context, page: await context.newPage() };
}

/**
 * page.goto, reload, goBack and goForward return once React has the page (`#root[data-live]`,
 * set by the app's root): a tap on a server-drawn page before then is a link followed or a click
 * React replays, but typing into markup not yet hydrated could be lost, and tests type.
 */
function untilHydrated(page: Page) {
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    page[name] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      await page.waitForFunction(() => !!document.querySelector('#root[data-live]'));
      return response;
    };
  }
}

/** Content-Security-Policy violations each context has seen so far, in the order they came. */
const cspViolations = new WeakMap<BrowserContext, string[]>();

/**
 * Records every CSP violation of the context's pages: the page's own `securitypolicyviolation`
 * events (reported to Node through a binding, so a navigation loses none) and Chromium's console
 * lines about the policy. Each screen's check (expectAccessible, snap) and the end of the test
 * fail on any: the CSP must hold on every screen, not just be sent.
 */
async function watchCsp(context: BrowserContext) {
  const seen: string[] = [];
  cspViolations.set(context, seen);
  await context.exposeBinding('__cspViolation', (_source, text: string) => {
    seen.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation?: (text: string) => Promise<void> }).__cspViolation;
      void report?.(
        `${e.effectiveDirective} refused ${e.blockedURI || 'inline'} (${e.sourceFile || location.href}:${e.lineNumber})`,
      );
    });
  });
  context.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) seen.push(message.text());
  });
  try {
    onTestFinished(() => {
      expect(seen, 'CSP violations during the test').toEqual([]);
    });
  } catch {
    // Opened outside a test (beforeAll): each screen's check still applies.
  }
}

/**
 * Turns on the production build's answer check (apps/web/src/lib/http/answerCheck.ts: off for
 * shoppers, on where `checkAnswers` is stored) and fails the test on any answer of the API that does
 * not match the contract: the same drift check development has, on the build that ships.
 */
async function watchAnswers(context: BrowserContext) {
  const mismatches: string[] = [];
  await context.addInitScript(() => localStorage.setItem('checkAnswers', 'true'));
  context.on('console', (message) => {
    if (/does not match the contract|is not an endpoint of the contract/.test(message.text())) {
      mismatches.push(message.text());
    }
  });
  try {
    onTestFinished(() => {
      expect(mismatches, 'API answers that do not match the contract').toEqual([]);
    });
  } catch {
    // Opened outside a test (beforeAll): the mismatches are in the browser's console.
  }
}

/** The context's CSP violations so far: the live list (a test that provokes one empties it). */
export const cspViolationsOf = (context: BrowserContext): string[] => cspViolations.get(context) ?? [];

/** Fails on any CSP violation the page's context has seen up to this screen. */
export function expectNoCspViolation(page: Page, screen: string) {
  expect(cspViolations.get(page.context()) ?? [], `CSP violations up to ${screen}`).toEqual([]);
}

/**
 * axe-core on the page as it is now: no serious or critical violation. Every screen a test visits
 * is checked without this (support/axe.ts); call it for what is not a change of address — an open
 * dialog or popup, a form showing its errors, another tab of the same screen.
 */
export async function expectAccessible(page: Page, screen: string) {
  // A toast or popup caught mid-fade has a contrast that no person sees: measure what stays.
  await untilStill(page);
  expectNoCspViolation(page, screen);
  const audit = screenAuditOf(page);
  const measure = () => (audit ? audit.exclusive(() => axeViolations(page)) : axeViolations(page));
  let bad = await measure();
  // A toast whose timer runs out between the stillness check and axe is measured mid-fade (a
  // contrast nobody reads): once more when still. A real violation is there both times.
  if (bad.length) {
    await untilStill(page);
    bad = await measure();
  }
  audit?.markChecked(page.url());
  expect(bad, `accessibility of ${screen}`).toEqual([]);
}

/** Saves a screenshot under e2e/screenshots for a person to look at. */
export async function snap(page: Page, name: string) {
  expectNoCspViolation(page, name);
  // Each shop screen scrolls in its own main: the document never does, or a swipe or a focus slides
  // the whole app up over an empty page (a visually hidden label once made it 1,413 px tall). The
  // console is a desktop page: its document scrolls like any other.
  if (!new URL(page.url()).pathname.startsWith('/console/')) {
    expect(await page.evaluate(() => document.documentElement.scrollHeight - innerHeight), name).toBeLessThanOrEqual(0);
  }
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`) });
}

/**
 * Waits until what moves on screen has stopped: antd-mobile animates popups, masks and toasts
 * with react-spring (JavaScript, not CSS animations), so this watches their boxes and opacity
 * frame by frame until three frames in a row are alike. No fixed sleep: fast on a quiet machine,
 * patient on a busy one.
 */
export async function untilStill(
  page: Page,
  selector = '.adm-popup-body, .adm-center-popup-wrap, .adm-mask, .adm-toast-main, [role="dialog"]',
) {
  await page.evaluate(
    (sel) =>
      new Promise<void>((resolve) => {
        let last = '';
        let same = 0;
        const frame = () => {
          const now = Array.from(document.querySelectorAll(sel))
            .map((el) => {
              const r = el.getBoundingClientRect();
              return `${r.x},${r.y},${r.width},${r.height},${getComputedStyle(el).opacity}`;
            })
            .join('|');
          same = now === last ? same + 1 : 0;
          last = now;
          if (same >= 3) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    selector,
  );
}

/** Waits until an element's scroll position has stopped changing, and returns it. */
export async function scrollSettled(locator: Locator): Promise<number> {
  return locator.evaluate(
    (el) =>
      new Promise<number>((resolve) => {
        let last = -1;
        let same = 0;
        const frame = () => {
          same = el.scrollTop === last ? same + 1 : 0;
          last = el.scrollTop;
          if (same >= 3) resolve(last);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}
