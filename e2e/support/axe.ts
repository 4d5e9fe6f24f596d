import axe, { type AxeResults, type ElementContext, type RunOptions } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';

/**
 * axe-core on every screen a test visits, without a call per screen.
 *
 * openPhone() hooks its page. Every change of address — a document load (`framenavigated` on the
 * main frame) or a change of the SPA's history (pushState, replaceState, back and forward, which
 * the page reports itself) — names a screen by its path and query, and the page marks it as due.
 * The due screen is checked once it has settled, before the test's next action on the page (a
 * Playwright locator handler), before page.goto/reload/goBack/goForward leave it, and before the
 * context closes; so axe never runs while the test is changing the page. Each screen (its path) is
 * checked once per test file and language: every test opens a fresh phone at Home, and axe takes
 * seconds a run on two cores, so checking the same screen again in each test would double the
 * suite's time for no new finding (a screen in another language is checked again: its texts differ). A screen the app itself moves on from before the test acts (a redirect)
 * was never on show as a whole and is not checked. The violations found fail the test at its end.
 * States that are not a change of address (an open dialog, a popup, a form showing its errors)
 * still need an explicit expectAccessible().
 */

/**
 * Serious and critical violations only, each as "rule (impact): help — where".
 *
 * axe-core's script (~560 kB) is put into a document once and run there as often as needed; the
 * @axe-core/playwright builder sent it again with every run, which on two cores cost more than a
 * check of a small screen. Only violations are gathered (`resultTypes`): axe then skips collecting
 * the nodes of every rule that passed.
 */
export async function axeViolations(page: Page, exclude: readonly string[] = []): Promise<string[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!loaded) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (exclude) => {
    const { axe } = window as unknown as {
      axe: { run: (context: ElementContext, options: RunOptions) => Promise<AxeResults> };
    };
    const results = await axe.run(
      { exclude: exclude.map((selector) => [selector]) },
      {
        resultTypes: ['violations'],
      },
    );
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  }, exclude);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.targets.join(', ')}`);
}

/**
 * What the automatic check leaves out: layers that come and go over a screen (toasts, popups,
 * dialogs and their masks), which a test checks with expectAccessible() once it opened one.
 */
const TRANSIENT_LAYERS = [
  '.adm-toast-mask',
  '.adm-mask',
  '.adm-popup',
  '.adm-center-popup-wrap',
  '[role="dialog"]',
  '[role="alertdialog"]',
];

/** The page's mark of a screen not checked yet (see watchScreens). */
const DUE_ID = '__axe-screen-due';

/** How long a screen may take to settle before it is checked as it stands. */
const SETTLE_TIMEOUT_MS = 10_000;
/** Attempts at one screen when axe itself fails there (e.g. the document was replaced under it). */
const ATTEMPTS = 3;

/** Screens checked by this file's tests so far, as "language path". */
const checkedInFile = new Set<string>();

/** The screen an address shows: its path and query (the hash never selects a screen here). */
function screenOf(url: string): string | null {
  if (!/^https?:/.test(url)) return null;
  const { pathname, search } = new URL(url);
  return pathname + search;
}

type Settled = { state: 'settled' | 'timeout' } | { state: 'moved'; url: string };

interface ScreenWatch {
  /** performance.now() of the last change of address, and of the last DOM mutation. */
  changedAt: number;
  mutatedAt: number;
  /** The <main> on show when the address last changed: the new screen brings its own. */
  mainAtChange: Element | null;
}

/**
 * Waits, in the page, until the screen at `screen` is on show and still: the address is still
 * that one; the document is loaded and the splash gone; a <main> landmark other than the one shown
 * before the address changed is visible (the router changes the address a moment before it renders
 * the new screen); nothing visible is aria-busy (skeletons, uploads); the DOM has not changed for
 * `quietMs` and no finite CSS animation or transition runs — then three frames in a row.
 */
function settleInPage({ screen, timeout, quietMs }: { screen: string; timeout: number; quietMs: number }) {
  return new Promise<Settled>((resolve) => {
    const watch = (window as unknown as { __screenWatch?: ScreenWatch }).__screenWatch;
    const start = performance.now();
    const visible = (el: Element) => el.checkVisibility();
    let still = 0;
    const frame = () => {
      if (location.pathname + location.search !== screen) return resolve({ state: 'moved', url: location.href });
      const now = performance.now();
      const main = Array.from(document.querySelectorAll('main')).find(visible);
      // An address changed without a new screen (the app tidying its own query) settles after a second.
      const newScreen = !!main && (!watch || main !== watch.mainAtChange || now - watch.changedAt > 1000);
      const ready =
        document.readyState === 'complete' &&
        !document.querySelector('[data-testid="splash"]') &&
        newScreen &&
        !Array.from(document.querySelectorAll('[aria-busy="true"]')).some(visible) &&
        (!watch || now - watch.mutatedAt >= quietMs) &&
        !document
          .getAnimations()
          .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      still = ready ? still + 1 : 0;
      if (still >= 3) return resolve({ state: 'settled' });
      if (now - start > timeout) return resolve({ state: 'timeout' });
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** The automatic check of one page: which screens it saw, checked, and what axe found there. */
export class ScreenAudit {
  /** Screens checked, in order. */
  readonly checked: string[] = [];
  /** Violations found, one line per rule and screen: the live list (a test that provokes one empties it). */
  readonly problems: string[] = [];
  /** Screens the page moved on from before they were checked (the app's own redirects). */
  readonly passedThrough: string[] = [];
  /** Screens that did not settle in SETTLE_TIMEOUT_MS, checked as they stood. */
  readonly unsettled: string[] = [];
  /** Time spent waiting for screens to settle, and in axe (E2E_AXE_LOG prints them). */
  readonly spentMs = { settle: 0, axe: 0 };
  private current: string | null = null;
  private running = false;
  private stopped = false;
  private work: Promise<void> = Promise.resolve();
  private lock: Promise<unknown> = Promise.resolve();
  private readonly failures = new Map<string, number>();

  constructor(
    private readonly page: Page,
    /** The page's language: a screen is checked once per file in each language. */
    private readonly locale: string,
  ) {
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.saw(frame.url());
    });
    page.on('close', () => {
      this.stopped = true;
    });
  }

  /** The page is at `url` now (a document load or a history change). */
  saw(url: string) {
    const screen = screenOf(url);
    if (!screen || screen === this.current) return;
    if (this.current && !this.checked.includes(this.current)) this.passedThrough.push(this.current);
    this.current = screen;
  }

  /** A check of the current screen made by the test itself (expectAccessible) counts as its check. */
  markChecked(url: string) {
    const screen = screenOf(url);
    if (screen && !this.checked.includes(screen)) this.checked.push(screen);
  }

  /** Runs `fn` when no axe run of this page is under way (axe refuses two at once in one page). */
  exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.lock.then(fn, fn);
    this.lock = run.catch(() => undefined);
    return run;
  }

  /** Checks the screen on show if it is due, once it has settled (or the page is gone). */
  async flush() {
    this.kick();
    while (this.running) await this.work;
  }

  /** No more checks (the test failed, or the page is being closed without waiting). */
  stop() {
    this.stopped = true;
  }

  private kick() {
    if (this.running || this.stopped) return;
    this.running = true;
    this.work = (async () => {
      try {
        while (!this.stopped && this.current && !this.checked.includes(this.current)) await this.checkCurrent();
        if (!this.stopped) await this.clearDue();
      } finally {
        this.running = false;
      }
    })();
  }

  /** Takes the page's mark away once the screen it marks is checked. */
  private async clearDue() {
    await this.page
      .evaluate(
        ({ id, checked }) => {
          const due = document.getElementById(id);
          if (!due) return;
          const { pathname, search } = new URL(due.dataset.href ?? '', location.href);
          if (checked.includes(pathname + search)) due.remove();
        },
        { id: DUE_ID, checked: this.checked },
      )
      .catch(() => undefined);
  }

  private async checkCurrent() {
    const screen = this.current!;
    const key = `${this.locale} ${new URL(screen, 'http://x').pathname}`;
    if (checkedInFile.has(key)) {
      this.checked.push(screen);
      return;
    }
    try {
      let timer: NodeJS.Timeout | undefined;
      const settleStart = Date.now();
      const settled = await Promise.race([
        this.page.evaluate(settleInPage, { screen, timeout: SETTLE_TIMEOUT_MS, quietMs: 100 }),
        // A page that stopped drawing frames answers nothing: check it as it stands.
        new Promise<Settled>((resolve) => {
          timer = setTimeout(() => resolve({ state: 'timeout' }), SETTLE_TIMEOUT_MS + 5000);
        }),
      ]).finally(() => clearTimeout(timer));
      this.spentMs.settle += Date.now() - settleStart;
      if (settled.state === 'moved') {
        // The page is already elsewhere; its own event follows, this only spares a spin until then.
        this.saw(settled.url);
        return;
      }
      if (screen !== this.current) return;
      if (settled.state === 'timeout') this.unsettled.push(screen);
      await this.exclusive(async () => {
        if (this.stopped || screen !== this.current || this.checked.includes(screen)) return;
        const axeStart = Date.now();
        const bad = await axeViolations(this.page, TRANSIENT_LAYERS);
        this.spentMs.axe += Date.now() - axeStart;
        // Left during the run: what axe saw was half one screen, half the next.
        if (screen !== this.current) return;
        this.checked.push(screen);
        checkedInFile.add(key);
        for (const line of bad) this.problems.push(`${screen}: ${line}`);
      });
    } catch (error) {
      if (this.page.isClosed()) return this.stop();
      if (screen !== this.current) return;
      // A document replaced mid-check (a reload): try again; a check that keeps failing is a finding.
      const failures = (this.failures.get(screen) ?? 0) + 1;
      this.failures.set(screen, failures);
      if (failures >= ATTEMPTS) {
        this.checked.push(screen);
        this.problems.push(`${screen}: axe could not run (${(error as Error).message.split('\n')[0]})`);
      }
    }
  }
}

const audits = new WeakMap<Page, ScreenAudit>();

/** The automatic check of a page opened by openPhone(). */
export const screenAuditOf = (page: Page): ScreenAudit | undefined => audits.get(page);

/**
 * Installs, for every page of the context, the page's side of the watch (history changes and DOM
 * mutations, see settleInPage) and the binding it reports history changes through.
 */
export async function watchScreens(context: BrowserContext) {
  await context.exposeBinding('__screenChanged', ({ page }, url: string) => {
    audits.get(page)?.saw(url);
  });
  await context.addInitScript((dueId: string) => {
    const watch: ScreenWatch = { changedAt: performance.now(), mutatedAt: 0, mainAtChange: null };
    (window as unknown as { __screenWatch: ScreenWatch }).__screenWatch = watch;
    // The mark the locator handler sees: a transparent pixel that takes no pointer and hides from
    // assistive technology (style through CSSOM, which the CSP allows).
    const markDue = () => {
      if (!document.body) return void addEventListener('DOMContentLoaded', markDue, { once: true });
      let due = document.getElementById(dueId);
      if (!due) {
        due = document.createElement('div');
        due.id = dueId;
        due.setAttribute('aria-hidden', 'true');
        Object.assign(due.style, {
          position: 'fixed',
          left: '0',
          top: '0',
          width: '1px',
          height: '1px',
          opacity: '0',
          pointerEvents: 'none',
        });
        document.body.append(due);
      }
      due.dataset.href = location.href;
    };
    markDue();
    let href = location.href;
    const changed = () => {
      if (location.href === href) return;
      href = location.href;
      watch.changedAt = performance.now();
      watch.mainAtChange = Array.from(document.querySelectorAll('main')).find((m) => m.checkVisibility()) ?? null;
      markDue();
      const report = (window as unknown as { __screenChanged?: (url: string) => Promise<void> }).__screenChanged;
      void report?.(href);
    };
    for (const name of ['pushState', 'replaceState'] as const) {
      const original = history[name].bind(history);
      history[name] = (...args: Parameters<History['pushState']>) => {
        original(...args);
        changed();
      };
    }
    addEventListener('popstate', changed);
    new MutationObserver(() => {
      watch.mutatedAt = performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  }, DUE_ID);
}

/**
 * Starts the automatic check of a page (after watchScreens on its context): before the test's
 * next action while a screen is due, and before the page's own ways of leaving it.
 */
export async function auditScreens(page: Page, locale: string): Promise<ScreenAudit> {
  const audit = new ScreenAudit(page, locale);
  audits.set(page, audit);
  await page.addLocatorHandler(page.locator(`#${DUE_ID}`), () => audit.flush(), { noWaitAfter: true });
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const leave = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      await audit.flush();
      return leave(...args);
    };
  }
  return audit;
}
