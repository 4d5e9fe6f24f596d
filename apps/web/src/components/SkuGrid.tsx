import { startTransition, useLayoutEffect, useReducer, useRef, useState, type RefObject } from 'react';
import {
  Virtualizer,
  elementScroll,
  observeElementOffset,
  observeElementRect,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';
import type { SkuCard as SkuCardData } from '@storefront/contract';
import { useHydrated } from '../lib/useHydrated';
import { SkuCard } from './SkuCard';

/** The grid's columns (SkuFeed.css): rows of two cards are what is virtualised. */
const COLUMNS = 2;
/** Rows drawn beyond each edge of the view: at a fast fling (60 px a frame) a row comes every few frames. */
const OVERSCAN = 3;
/** A page of 20 cards, in rows. */
const PAGE_ROWS = 10;

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
 * (the overscan rows ahead of the scroll), a new range renders in a transition, which yields to
 * scrolling between cards. A row in view that is not drawn (a jump, or a fling faster than the
 * transitions), or a change that moved the scroll position (a row above the view measured anew), is
 * drawn at once.
 */
function useRowVirtualizer(options: RowOptions, drawn: RefObject<DrawnRows>) {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const lean = useRef(false);
  const resolved: VirtualizerOptions<HTMLElement, HTMLLIElement> = {
    ...options,
    observeElementRect,
    observeElementOffset,
    scrollToFn: elementScroll,
    // A jump draws the rows in view alone first, then the overscan rows in a transition.
    overscan: lean.current ? 0 : options.overscan,
    onChange: (instance, sync) => {
      const view = instance.range;
      const missing = !!view && (view.startIndex < drawn.current.first || view.endIndex > drawn.current.last);
      if (missing) lean.current = true;
      if (sync || missing) rerender();
      else startTransition(rerender);
    },
  };
  const [instance] = useState(() => new Virtualizer<HTMLElement, HTMLLIElement>(resolved));
  instance.setOptions(resolved);
  useLayoutEffect(() => instance._didMount(), [instance]);
  useLayoutEffect(() => instance._willUpdate());
  useLayoutEffect(() => {
    if (!lean.current) return;
    lean.current = false;
    startTransition(rerender);
  });
  return instance;
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
 * measuring anything, so hydration sees the server's markup; the next render, once hydrated, keeps
 * only the rows near the view. Every card keeps its list item (aria-setsize / aria-posinset say
 * where it is in the whole list).
 */
export function SkuGrid({ items, label, eagerRows = 0 }: { items: SkuCardData[]; label: string; eagerRows?: number }) {
  const hydrated = useHydrated();
  const frame = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const typicalRow = useRef(0);
  const [layout, setLayout] = useState<GridLayout>({ margin: 0, gap: 0 });
  const rows = Math.ceil(items.length / COLUMNS);
  const scroller = () => frame.current?.closest<HTMLElement>('.screen__main') ?? null;

  const drawnRows = useRef<DrawnRows>({ first: -1, last: -1 });
  const virtualizer = useRowVirtualizer(
    {
      count: rows,
      enabled: hydrated,
      getScrollElement: scroller,
      estimateSize: () => typicalRow.current || 300,
      gap: layout.gap,
      scrollMargin: layout.margin,
      overscan: OVERSCAN,
      initialRect: typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
      initialOffset: () => scroller()?.scrollTop ?? 0,
    },
    drawnRows,
  );

  // The list's offset in its scroller moves when what is above it changes (banners, hints, the
  // pull-to-refresh head): measured at mount, when shown again, and whenever the content resizes.
  useLayoutEffect(() => {
    const el = frame.current;
    const main = scroller();
    if (!el || !main) return;
    const measure = () => {
      if (main.getClientRects().length === 0) return; // hidden by keep-alive: no boxes
      const top = el.getBoundingClientRect().top - main.getBoundingClientRect().top - main.clientTop;
      const next = {
        margin: Math.round(top + main.scrollTop),
        gap: parseFloat(getComputedStyle(list.current ?? el).rowGap) || 0,
      };
      const first = list.current?.firstElementChild;
      if (first && !typicalRow.current) typicalRow.current = Math.round(first.getBoundingClientRect().height);
      setLayout((prev) => (prev.margin === next.margin && prev.gap === next.gap ? prev : next));
    };
    measure();
    let content: HTMLElement = el;
    while (content.parentElement && content.parentElement !== main) content = content.parentElement;
    const observer = new ResizeObserver(measure);
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  const virtualRows = hydrated ? virtualizer.getVirtualItems() : [];
  // Before hydration every row; a scroller that has no size yet (no layout: a test's DOM) draws a
  // page's worth, as the server does.
  const drawn =
    virtualRows.length > 0
      ? virtualRows.map((row) => row.index)
      : Array.from({ length: hydrated ? Math.min(rows, PAGE_ROWS) : rows }, (_, i) => i);
  let before = 0;
  let after = 0;
  const firstRow = virtualRows[0];
  const lastRow = virtualRows[virtualRows.length - 1];
  if (firstRow && lastRow) {
    before = firstRow.start - layout.margin;
    after = virtualizer.getTotalSize() - (lastRow.end - layout.margin);
  }
  const nowDrawn = { first: firstRow?.index ?? -1, last: lastRow?.index ?? -1 };
  useLayoutEffect(() => {
    drawnRows.current = nowDrawn;
  });
  return (
    <div
      ref={frame}
      className="sku-grid__frame"
      style={hydrated ? { paddingTop: `${before}px`, paddingBottom: `${after}px` } : undefined}
    >
      <ul ref={list} className="sku-grid" aria-label={label}>
        {drawn.flatMap((row) =>
          items.slice(row * COLUMNS, row * COLUMNS + COLUMNS).map((sku, column) => (
            <li
              key={sku.productSkuId}
              aria-setsize={items.length}
              aria-posinset={row * COLUMNS + column + 1}
              data-index={column === 0 ? row : undefined}
              ref={column === 0 && hydrated ? virtualizer.measureElement : undefined}
            >
              <SkuCard sku={sku} eager={row < eagerRows} />
            </li>
          )),
        )}
      </ul>
    </div>
  );
}
