import { useEffect, useLayoutEffect, useReducer, useRef, useState, type RefObject } from 'react';
import type * as VirtualLib from '@tanstack/react-virtual';
import type { Virtualizer, VirtualizerOptions } from '@tanstack/react-virtual';
import type { SkuCard as SkuCardData } from '@storefront/contract';
import { useHydrated } from '../lib/useHydrated';
import { SkuCard } from './SkuCard';
import { useViewActive } from '../lib/viewActive';

/** The grid's columns (SkuFeed.css): rows of two cards are what is virtualised. */
const COLUMNS = 2;
/** Rows drawn beyond each edge of the view: at a fast fling (60 px a frame) a row comes every few frames. */
const OVERSCAN = 3;
/**
 * Lists up to this many cards draw every card: two pages of 20 are a few hundred elements, and the
 * virtualiser (10 kB gzip) and its re-render after hydration stay out of a page's first load
 * (issue 13). From the third page on, only the rows near the view are drawn.
 */
const VIRTUALISE_AFTER = 40;
/** A page of 20 cards, in rows. */
const PAGE_ROWS = 10;

type VirtualModule = typeof VirtualLib;
let loadingVirtual: Promise<VirtualModule> | null = null;
const loadVirtual = () => (loadingVirtual ??= import('@tanstack/react-virtual'));

type RowOptions = Omit<
  VirtualizerOptions<HTMLElement, HTMLLIElement>,
  'observeElementRect' | 'observeElementOffset' | 'scrollToFn' | 'onChange'
>;

/** The first and last row in the document (-1 before any). */
interface DrawnRows {
  first: number;
  last: number;
}

/**
 * `useVirtualizer` of @tanstack/react-virtual, except for how a change is drawn: the adapter renders
 * a new range of rows at once, inside the scroll event (flushSync), and two new cards took 35-50 ms
 * at 4× CPU there (npm run bench:scroll -- --trace). Here, while every row in view is already drawn
 * (the overscan rows ahead of the scroll), a range that the scroll moved renders in a task of its
 * own, after the scroll event and its frame. A row in view that is not drawn (a jump, or a fling
 * faster than those tasks), or a change that moved the scroll position (a row above the view
 * measured anew), is drawn at once.
 *
 * The library's `sync` flag is true for every change while scrolling, not only for the ones that
 * must be drawn at once: whether a change came from the scroll is told by the offset observer.
 */
function useRowVirtualizer(
  virtual: VirtualModule | null,
  options: RowOptions,
  drawn: RefObject<DrawnRows>,
): Virtualizer<HTMLElement, HTMLLIElement> | null {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const lean = useRef(false);
  /** True while the scroll position's observer is reporting: the change is the scroll's own. */
  const scrolled = useRef(false);
  // Made on the first render with the module loaded; a ref, as a state initialiser runs only once.
  const made = useRef<Virtualizer<HTMLElement, HTMLLIElement> | null>(null);
  let instance = made.current;
  if (virtual) {
    const resolved: VirtualizerOptions<HTMLElement, HTMLLIElement> = {
      ...options,
      observeElementRect: virtual.observeElementRect,
      observeElementOffset: (observed, report) =>
        virtual.observeElementOffset(observed, (offset, isScrolling) => {
          scrolled.current = true;
          try {
            report(offset, isScrolling);
          } finally {
            scrolled.current = false;
          }
        }),
      scrollToFn: virtual.elementScroll,
      // A jump draws the rows in view alone first, then the overscan rows in the next task.
      overscan: lean.current ? 0 : options.overscan,
      onChange: (changed, sync) => {
        const view = changed.range;
        const missing = !!view && (view.startIndex < drawn.current.first || view.endIndex > drawn.current.last);
        if (missing) lean.current = true;
        if (missing || (sync && !scrolled.current)) rerender();
        else setTimeout(rerender, 0);
      },
    };
    instance ??= made.current = new virtual.Virtualizer<HTMLElement, HTMLLIElement>(resolved);
    instance.setOptions(resolved);
  }
  useLayoutEffect(() => instance?._didMount(), [instance]);
  useLayoutEffect(() => instance?._willUpdate());
  useLayoutEffect(() => {
    if (!lean.current) return;
    lean.current = false;
    setTimeout(rerender, 0);
  });
  return instance;
}

/**
 * The grid's row gap as laid out: the space between the first two rows when there are two. The
 * computed `row-gap` (20 design px: 10.4 CSS px on a 390 px phone) is not what layout places,
 * which is a multiple of 1/64 px; with the computed one, the rows above the view (padding of their
 * heights and gaps) came to 1/64 px more than the rows they replaced, every drawn card moved by
 * that much whenever a row came or went, and the browser repainted all of them.
 */
function rowGap(list: HTMLElement): number {
  const second = list.children[COLUMNS];
  if (second) return second.getBoundingClientRect().top - list.children[0]!.getBoundingClientRect().bottom;
  return parseFloat(getComputedStyle(list).rowGap) || 0;
}

/** Where the list sits in its scroller, and the grid's row gap, both in CSS pixels. */
interface GridLayout {
  margin: number;
  gap: number;
}

/**
 * The two-column grid of a SkuFeed, virtualised by rows: only the rows near the view are in the
 * document, the others are padding of the same height (measured once drawn, estimated from the rows
 * already drawn before). The list scrolls in its screen's `.screen__main`.
 *
 * Server rendering: the server and the hydrating client draw every row (the first page) without
 * measuring anything, so hydration sees the server's markup. A list of up to VIRTUALISE_AFTER cards
 * stays that way; a longer one loads the virtualiser and from then on keeps only the rows near the
 * view. Every card keeps its list item (aria-setsize / aria-posinset say where it is in the whole
 * list), so the switch re-renders no card that stays.
 */
export function SkuGrid({ items, label, eagerRows = 0 }: { items: SkuCardData[]; label: string; eagerRows?: number }) {
  const active = useViewActive();
  // The virtualiser lets go of its scroller as soon as the view is hidden, and takes it again only
  // once the view is shown and painted (`attached`: an effect runs after paint). Taking it reads
  // the scroller's size and offset, which made the browser lay out the whole screen inside the
  // task that shows it again (the way back to a kept Home: one task of 367 ms at 4× CPU, 152 of it
  // that layout). The rows drawn when the view was hidden are the ones in view when it shows
  // (useScrollMemory puts the offset back before that paint).
  const [attached, setAttached] = useState(active);
  useEffect(() => setAttached(active), [active]);
  // Read once: a render that reads the window's size forces a layout.
  const [initialRect] = useState(() =>
    typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
  );
  const frame = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const typicalRow = useRef(0);
  const [layout, setLayout] = useState<GridLayout>({ margin: 0, gap: 0 });
  const rows = Math.ceil(items.length / COLUMNS);
  const scroller = () => frame.current?.closest<HTMLElement>('.screen__main') ?? null;

  // Where the list sits in its scroller, its row gap and a row's height; null without a scroller.
  const measure = (): GridLayout | null => {
    const el = frame.current;
    const main = scroller();
    if (!el || !main || main.getClientRects().length === 0) return null; // hidden by keep-alive: no boxes
    // While a pull-to-refresh (Refreshable) is out, it moves the list by a transform: not its place.
    const track = el.closest<HTMLElement>('.refreshable__track');
    const pulled = track?.style.transform ? new DOMMatrixReadOnly(getComputedStyle(track).transform).m42 : 0;
    const top = el.getBoundingClientRect().top - pulled - main.getBoundingClientRect().top - main.clientTop;
    const first = list.current?.firstElementChild;
    // Unrounded, as the rows' measured heights (measureElement below): rows of a list are as high.
    if (first && !typicalRow.current) typicalRow.current = first.getBoundingClientRect().height;
    return { margin: Math.round(top + main.scrollTop), gap: rowGap(list.current ?? el) };
  };
  const remeasure = () => {
    const next = measure();
    if (next) setLayout((prev) => (prev.margin === next.margin && prev.gap === next.gap ? prev : next));
  };

  // Virtualised once the list is long. Every row is still drawn when the module arrives, so the
  // rows' height and the list's place are measured first and the first virtual range is right.
  const [virtual, setVirtual] = useState<VirtualModule | null>(null);
  const long = useHydrated(items.length > VIRTUALISE_AFTER);
  useEffect(() => {
    if (!long || virtual) return;
    let live = true;
    void loadVirtual().then((module) => {
      if (!live) return;
      // In a task of its own (the module's arrival): dropping the rows out of view.
      remeasure();
      setVirtual(module);
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- remeasure reads refs only
  }, [long, virtual]);

  const drawnRows = useRef<DrawnRows>({ first: -1, last: -1 });
  const virtualizer = useRowVirtualizer(
    virtual,
    {
      count: rows,
      enabled: virtual !== null,
      // A kept-alive view that is hidden has no boxes: the virtualiser lets go of its scroller
      // (and stops measuring rows as 0 px high) until the view shows again, as React's <Activity>
      // paused it; its row heights are kept, so the list comes back at its place.
      getScrollElement: () => (active && attached ? scroller() : null),
      estimateSize: () => typicalRow.current || 300,
      // A row's height as laid out, fraction included (the library rounds it): the rows above the
      // view are padding of the sum of their heights, and a rounded sum moved every drawn card by a
      // fraction of a pixel whenever a row came or went, which repainted all of them.
      measureElement: (el, entry) => entry?.borderBoxSize[0]?.blockSize ?? el.getBoundingClientRect().height,
      gap: layout.gap,
      scrollMargin: layout.margin,
      overscan: OVERSCAN,
      initialRect,
      initialOffset: () => scroller()?.scrollTop ?? 0,
    },
    drawnRows,
  );

  // The list's offset in its scroller moves when what is above it changes (banners, hints, the
  // pull-to-refresh head): measured again when shown again, and whenever the content resizes.
  useLayoutEffect(() => {
    const el = frame.current;
    const main = scroller();
    if (!virtualizer || !el || !main) return;
    remeasure();
    let content: HTMLElement = el;
    while (content.parentElement && content.parentElement !== main) content = content.parentElement;
    const observer = new ResizeObserver(remeasure);
    observer.observe(content);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- remeasure reads refs only
  }, [virtualizer]);

  const virtualRows = virtualizer ? virtualizer.getVirtualItems() : [];
  // Not virtualised: every row, as the server draws them. Virtualised in a scroller that has no size
  // (no layout: a test's DOM): a page's worth.
  const drawn =
    virtualRows.length > 0
      ? virtualRows.map((row) => row.index)
      : Array.from({ length: virtualizer ? Math.min(rows, PAGE_ROWS) : rows }, (_, i) => i);
  let before = 0;
  let after = 0;
  const firstRow = virtualRows[0];
  const lastRow = virtualRows[virtualRows.length - 1];
  if (virtualizer && firstRow && lastRow) {
    before = firstRow.start - layout.margin;
    after = virtualizer.getTotalSize() - (lastRow.end - layout.margin);
  }
  const nowDrawn = { first: firstRow?.index ?? -1, last: lastRow?.index ?? -1 };
  useLayoutEffect(() => {
    drawnRows.current = nowDrawn;
  });
  // Rows drawn in a task of their own (a range the scroll moved, a page that arrived) are styled and
  // laid out in that task too, by reading the layout once they are in the document: otherwise the
  // next frame paid style, layout and paint of the new cards at once (50-70 ms at 4x CPU; with
  // this, 20-35 long tasks in npm run bench:scroll against 40-101; docs/performance.md, session 25).
  // Inside a scroll event the frame lays them out next anyway: the read costs nothing more. Not in
  // the task that shows a kept view again (`attached` comes after its paint): that layout is the
  // frame's (the way back, session 18).
  useLayoutEffect(() => {
    if (virtualizer && active && attached) void scroller()?.scrollHeight;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new range or a new page, nothing else
  }, [virtualizer, nowDrawn.first, nowDrawn.last, items.length]);
  return (
    <div
      ref={frame}
      className="sku-grid__frame"
      style={virtualizer ? { paddingTop: `${before}px`, paddingBottom: `${after}px` } : undefined}
    >
      <ul ref={list} className="sku-grid" aria-label={label}>
        {drawn.flatMap((row) =>
          items.slice(row * COLUMNS, row * COLUMNS + COLUMNS).map((sku, column) => (
            <li
              key={sku.productSkuId}
              aria-setsize={items.length}
              aria-posinset={row * COLUMNS + column + 1}
              data-index={column === 0 ? row : undefined}
              ref={column === 0 && virtualizer ? virtualizer.measureElement : undefined}
            >
              <SkuCard sku={sku} eager={row < eagerRows} />
            </li>
          )),
        )}
      </ul>
    </div>
  );
}
