import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, scrollSettled, untilStill, launchBrowser, openPhone, snap } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The scrolling <main> of the visible screen (kept-alive screens are hidden beside it). */
const visibleMain = (page: Page) => page.locator('main.screen__main:visible');

/** Product cards of the visible screen (kept-alive screens keep theirs, hidden). */
const cards = (page: Page) => page.locator('[data-testid="sku-card"]:visible');

/** Let antd's popups finish their opening animation before axe measures contrast. */
const settle = (page: Page) => untilStill(page);

describe('catalogue', () => {
  it('asks for the position first, then home shows the nearest warehouse and its products', async () => {
    const { context, page } = await openPhone(browser, { positioned: false });
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Allow location access' });
    await dialog.waitFor();
    await settle(page);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Geolocation is Ho Chi Minh City: the District 1 warehouse is the nearest.
    await page.getByTestId('warehouse-name').filter({ hasText: 'District 1 warehouse' }).waitFor();
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBeGreaterThan(3);
    await page.getByTestId('home-category').first().waitFor();
    // Nothing on home may widen the layout viewport (fixed popups would centre off screen).
    expect(await page.evaluate(() => window.innerWidth)).toBe(390);
    await settle(page);
    await expectAccessible(page, 'Home');
    await snap(page, 'catalogue-home');

    // Switch warehouse: regions nearest first; the choice sticks and the lists follow.
    await page.getByTestId('warehouse-bar').click();
    const switcher = page.getByTestId('warehouse-switcher');
    await switcher.getByRole('button', { name: /Thu Duc warehouse/ }).waitFor();
    await settle(page);
    await expectAccessible(page, 'Warehouse switcher');
    await snap(page, 'catalogue-warehouse-switcher');
    const regions = await switcher.locator('h4').allInnerTexts();
    expect(regions[0]).toBe('Ho Chi Minh City');
    const searched = page.waitForRequest((r) => r.url().includes('/home/pageRecommendProduct'));
    await switcher.getByRole('button', { name: /Thu Duc warehouse/ }).click();
    await page.getByTestId('warehouse-name').filter({ hasText: 'Thu Duc warehouse' }).waitFor();
    expect((await searched).url()).toMatch(/warehouseId=\d+/);
    await page.reload();
    await page.getByTestId('warehouse-name').filter({ hasText: 'Thu Duc warehouse' }).waitFor();
    await context.close();
  });

  it('finds a Vietnamese product typed without tone marks, with the match highlighted', async () => {
    const { context, page } = await openPhone(browser, { locale: 'vi-VN' });
    await page.goto('/?locale=vi-VN');
    await page.getByTestId('home-search').click();
    const input = page.getByTestId('search-input');
    await input.waitFor();
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    await settle(page);
    await snap(page, 'catalogue-search');
    await input.fill('tao');
    await input.press('Enter');
    await page.waitForURL('**/searchList?keyword=tao');
    const first = cards(page).first();
    await first.waitFor();
    const names = await cards(page).locator('.sku-card__name').allInnerTexts();
    expect(names.slice(0, 10).some((n) => /Táo/.test(n))).toBe(true);
    expect(await page.locator('.sku-card__name mark:visible').first().innerText()).toMatch(/^táo$/i);
    await snap(page, 'catalogue-search-list');

    // The search is remembered as history (per visitor) on the next visit to search.
    await page.goto('/search');
    await page.getByTestId('search-history-word').filter({ hasText: 'tao' }).waitFor();
    await context.close();
  });

  it('suggests products and categories as the shopper types, each leading to its list', async () => {
    const { context, page } = await openPhone(browser, { locale: 'vi-VN' });
    await page.goto('/search?locale=vi-VN');
    const input = page.getByTestId('search-input');
    await input.waitFor();
    // Typed letter by letter, as on a phone; suggestions follow what stands in the field.
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/search/suggest')) asked.push(new URL(r.url()).searchParams.get('keyword') ?? '');
    });
    await input.pressSequentially('ga', { delay: 30 });
    const list = page.getByTestId('search-suggestions');
    await list.waitFor();
    const category = list.getByTestId('search-suggest-category').filter({ hasText: /^Gạo/ }).first();
    await category.waitFor();
    // Tones dropped in what was typed, still marked in the name. Polled: on a busy machine the
    // answer for "g" can be on screen first (its category matches too, marked "G").
    await expect.poll(() => category.locator('mark').first().innerText()).toMatch(/^gạ$/i);
    await expect.poll(() => list.getByTestId('search-suggest-product').count()).toBeGreaterThan(0);
    expect(asked.at(-1)).toBe('ga');
    // While suggesting, history and popular words step aside.
    expect(await page.getByTestId('search-hot-word').count()).toBe(0);
    await untilStill(page);
    await expectAccessible(page, 'Search suggestions');
    await snap(page, 'catalogue-search-suggestions');

    await category.click();
    await page.waitForURL('**/searchList?categoryId=*');
    await cards(page).first().waitFor();

    await page.goto('/search?locale=vi-VN');
    await input.fill('tao');
    const product = page.getByTestId('search-suggest-product').filter({ hasText: /^Táo/ }).first();
    await product.waitFor();
    const text = await product.innerText();
    await product.click();
    await page.waitForURL('**/searchList?keyword=*');
    expect(new URL(page.url()).searchParams.get('keyword')).toBe(text.trim());
    await cards(page).first().waitFor();
    await context.close();
  });

  it('opens product details from a list, and back keeps the list where it was scrolled', async () => {
    const { context, page } = await openPhone(browser);
    await page.goto('/');
    await page.getByTestId('home-category').first().click();
    await page.waitForURL('**/searchList?categoryId=*');
    await cards(page).nth(5).waitFor();
    const main = visibleMain(page);
    await snap(page, 'catalogue-category-list');
    await main.evaluate((el) => el.scrollTo(0, 900));
    const scrolled = await scrollSettled(main);
    expect(scrolled).toBeGreaterThan(500);

    // A card fully on screen after the scroll.
    const card = page.locator('[data-testid="sku-card"]:visible').filter({
      has: page.locator('img'),
    });
    let target = card.first();
    for (let i = 0; i < (await card.count()); i++) {
      const box = await card.nth(i).boundingBox();
      if (box && box.y > 200 && box.y + box.height < 800) {
        target = card.nth(i);
        break;
      }
    }
    const sku = await target.getAttribute('data-sku');
    await target.click();
    await page.waitForURL(`**/productDetails?productSkuId=${sku}`);
    await page.getByTestId('product-name').waitFor();
    await page.getByTestId('add-to-cart').waitFor();
    await settle(page);
    await snap(page, 'catalogue-product-details');

    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/searchList?categoryId=*');
    // The kept-alive list comes back where it was (polled: it is restored after a frame or two).
    await expect.poll(() => visibleMain(page).evaluate((el) => el.scrollTop)).toBeGreaterThan(scrolled - 5);
    expect(Math.abs((await scrollSettled(visibleMain(page))) - scrolled)).toBeLessThan(5);
    await snap(page, 'catalogue-search-list-back');
    await context.close();
  });

  it("keeps a long list's drawn cards still while rows come and go as it scrolls", async () => {
    // Home's recommendations are virtualised past two pages: rows above the view become padding
    // of their measured heights. If that padding is off by even 1/64 px, every drawn card moves
    // whenever a row comes or goes, and the browser repaints all of them (the scroll bench's long
    // frames). Each card's place in the list is read every frame.
    const { context, page } = await openPhone(browser);
    await page.goto('/');
    await cards(page).first().waitFor();
    const seen = await page.evaluate(
      () =>
        new Promise<{ moved: string[]; drawn: number; setSize: number; deepest: number }>((resolve) => {
          const list = document.querySelector('.home-recommend')!;
          const main = list.closest<HTMLElement>('.screen__main')!;
          const place = new Map<Element, number>();
          const moved: string[] = [];
          let frame = 0;
          let deepest = 0;
          let drawn = 0;
          let setSize = 0;
          const tick = () => {
            const down = deepest < 12_000 && frame < 1_500;
            main.scrollBy(0, down ? 60 : -60);
            deepest = Math.max(deepest, main.scrollTop);
            const top = main.getBoundingClientRect().top - main.scrollTop;
            const drawnCards = list.querySelectorAll('.sku-card');
            for (const card of Array.from(drawnCards)) {
              const y = card.getBoundingClientRect().top - top;
              const was = place.get(card);
              if (was !== undefined && was !== y) moved.push(`frame ${frame}: ${was} → ${y}`);
              place.set(card, y);
            }
            if (down) {
              drawn = drawnCards.length;
              setSize = Number(list.querySelector('li[aria-setsize]')?.getAttribute('aria-setsize'));
            }
            frame += 1;
            if (down || main.scrollTop > 0) requestAnimationFrame(tick);
            else resolve({ moved, drawn, setSize, deepest });
          };
          requestAnimationFrame(tick);
        }),
    );
    expect(seen.deepest).toBeGreaterThanOrEqual(12_000);
    // Virtualised: far fewer cards drawn than the list holds.
    expect(seen.drawn).toBeLessThan(seen.setSize / 2);
    expect(seen.moved).toEqual([]);
    await context.close();
  });

  it('sweeps loading skeletons by a moving layer, not by repainting their background', async () => {
    // antd-mobile's shimmer animates background-position: the main thread painted every skeleton
    // in every frame while a list loaded (2,340 paints in 3 s for 12 skeletons; global.css).
    const { context, page } = await openPhone(browser);
    await page.goto('/');
    await cards(page).first().waitFor();
    // Every answer from now on hangs: the category's list stays on its skeletons.
    await page.route('**/api/**', () => {});
    await page.getByTestId('home-category').first().click();
    await page.waitForURL('**/searchList?categoryId=*');
    const skeleton = page.locator('.adm-skeleton-animated:visible').first();
    await skeleton.waitFor();
    const animated = await skeleton.evaluate((el) => ({
      own: getComputedStyle(el).animationName,
      sweep: getComputedStyle(el, '::after').animationName,
      moves: getComputedStyle(el, '::after').transform !== 'none',
    }));
    expect(animated).toEqual({ own: 'none', sweep: 'sf-skeleton-sweep', moves: true });
    await context.close();
  });

  it('shows a product once with its options, and adds the option chosen on its card', async () => {
    const { context, page } = await openPhone(browser);
    await page.goto('/searchList?keyword=fuji%20apple');
    await cards(page).first().waitFor();
    // One card per product: no product twice, and the count is of products.
    const answer = await context.request.post('/api/sku/search', { data: { keyword: 'fuji apple', pageSize: 100 } });
    const { data } = (await answer.json()) as { data: { total: number; list: { productId: number }[] } };
    const products = data.list.map((c) => c.productId);
    expect(products.length).toBeGreaterThan(1);
    expect(new Set(products).size).toBe(products.length);
    expect(data.total).toBe(products.length);
    const links = await cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(new Set(links).size).toBe(links.length);
    const card = page
      .locator('.sku-card:visible')
      .filter({ has: page.locator('[data-testid="option-count"]') })
      .filter({ hasText: 'Fuji Apple' })
      .first();
    await card.waitFor();
    expect(await card.getByTestId('option-count').innerText()).toMatch(/^\d+ options$/);
    await card.getByTestId('price-range').or(card.locator('.price')).first().waitFor();
    await snap(page, 'catalogue-search-products');
    const name = await card.locator('.sku-card__name').innerText();

    const plus = card.getByRole('button', { name: `Choose an option of ${name} to add to cart` });
    await plus.click();
    const sheet = page.getByRole('dialog', { name: 'Choose an option' });
    const options = sheet.locator('[data-testid="card-option"]:enabled');
    await options.first().waitFor();
    expect(await sheet.locator('[data-testid="card-option"]').count()).toBeGreaterThan(1);
    await settle(page);
    await expectAccessible(page, 'Options sheet');
    await snap(page, 'catalogue-options-sheet');

    // The keyboard stays in the sheet: Tab past its last control comes back round, and Escape
    // closes it with the focus back on the card's "+".
    const inSheet = () => page.evaluate(() => !!document.activeElement?.closest('[data-testid="options-sheet"]'));
    const stops = (await sheet.locator('button:enabled').count()) + 1;
    for (let i = 0; i < stops; i++) {
      await page.keyboard.press('Tab');
      expect(await inSheet()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    await expect.poll(() => plus.evaluate((el) => el === document.activeElement)).toBe(true);
    await plus.click();
    await options.first().waitFor();

    // The last option that can be bought (not necessarily the one the card shows).
    const chosen = options.last();
    const sku = Number(await chosen.getAttribute('data-sku'));
    await chosen.click();
    await sheet.waitFor({ state: 'hidden' });
    await expect.poll(() => plus.getAttribute('aria-expanded')).toBe('false');
    await page
      .getByRole('status')
      .filter({ hasText: `${name} ` })
      .filter({ hasText: 'added to cart' })
      .waitFor({
        state: 'attached',
      });
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('visitorCart')))
      .toMatch(new RegExp(`"productSkuId":${sku},"quantity":1`));
    await context.close();
  });

  it('shows promotions by kind and the special lists', async () => {
    const { context, page } = await openPhone(browser);
    await page.goto('/promotion');
    await cards(page).first().waitFor();
    await snap(page, 'catalogue-promotion');
    // The tab must ask the server for ladder promotions only, and show exactly what came back.
    const ladder = page.waitForResponse(
      (r) => r.url().includes('/api/promotion/list') && r.url().includes('kind=ladder'),
    );
    await page.getByRole('tab', { name: 'Buy more, save more' }).click();
    const { data } = (await (await ladder).json()) as {
      data: { list: { productSkuId: number; promotionKind: string | null }[] };
    };
    expect(data.list.length).toBeGreaterThan(0);
    expect(data.list.every((c) => c.promotionKind === 'ladder')).toBe(true);
    await expect.poll(() => cards(page).first().getAttribute('data-sku')).toBe(String(data.list[0]!.productSkuId));

    await page.goto('/specialList');
    await page.getByTestId('special-link').first().click();
    await page.waitForURL('**/specialList?id=*');
    await cards(page).first().waitFor();
    await snap(page, 'catalogue-special-list');
    await context.close();
  });
});
