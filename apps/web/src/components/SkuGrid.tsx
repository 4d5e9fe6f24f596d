import { useLayoutEffect, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { SkuCard as SkuCardData } from '@storefront/contract';
import { useHydrated } from '../lib/useHydrated';
import { SkuCard } from './SkuCard';

/** The grid's columns (SkuFeed.css): rows of two cards are what is virtualised. */
const COLUMNS = 2;
/** Rows drawn beyond each edge of the view: at a fast fling (60 px a frame) a row comes every few frames. */
const OVERSCAN = 3;
/** Lists up to this many cards draw every card (two pages); longer ones only the rows near the view. */
const VIRTUALISE_AFTER = 40;
/** A page of 20 cards, in rows: what a scroller with no size (a test's DOM) draws. */
const PAGE_ROWS = 10;

/**
 * The grid's row gap as laid out: the space between the first two rows when there are two. The
 * computed `row-gap` (20 design px) is not what layout places (a multiple of 1/64 px); with the
 * computed one, the padding that stands for the rows out of view drifts by a fraction of a pixel
 * whenever a row comes or goes, and the browser repaints every card.
 */
function rowGap(list: HTMLElement): number {
  const second = list.children[COLUMNS];
  if (second) return second.getBoundingClientRect().top - list.children[0]!.getBoundingClientRect().bottom;
  return parseFloat(getComputedStyle(list).rowGap) || 0;
}

const scrollerOf = (el: HTMLElement | null) => el?.closest<HTMLElement>('.screen__main') ?? null;

/**
 * The two-column grid of a SkuFeed, virtualised by rows (TanStack Virtual): only the rows near the
 * view are in the document, the others are padding of the same height. The list scrolls in its
 * screen's `.screen__main`.
 *
 * The server and the hydrating client draw every row, measuring nothing, so hydration sees the
 * server's markup; a list longer than VIRTUALISE_AFTER is virtualised from the next render. In a
 * view that keep-alive hides (`<Activity>`), React removes the virtualiser's effects, so it lets
 * go of its scroller, and takes it again when the view shows. Every card keeps its list item
 * (aria-setsize / aria-posinset say where it is in the whole list).
 */
export function SkuGrid({ items, label, eagerRows = 0 }: { items: SkuCardData[]; label: string; eagerRows?: number }) {
  const frame = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [layout, setLayout] = useState({ margin: 0, gap: 0 });
  const rows = Math.ceil(items.length / COLUMNS);
  const virtualised = useHydrated(items.length > VIRTUALISE_AFTER);

  const virtualizer = useVirtualizer<HTMLElement, HTMLLIElement>({
    count: rows,
    enabled: virtualised,
    getScrollElement: () => scrollerOf(frame.current),
    estimateSize: () => list.current?.firstElementChild?.getBoundingClientRect().height || 300,
    // A row's height as laid out, fraction included (the library rounds it): a rounded sum of the
    // rows above the view moves every drawn card by a fraction of a pixel when a row comes or goes.
    measureElement: (el, entry) => entry?.borderBoxSize[0]?.blockSize ?? el.getBoundingClientRect().height,
    gap: layout.gap,
    scrollMargin: layout.margin,
    overscan: OVERSCAN,
  });

  // The list's place in its scroller moves when what is above it changes (banners, hints, the
  // pull-to-refresh head): measured when virtualised, and again whenever the content resizes.
  useLayoutEffect(() => {
    const el = frame.current;
    const main = scrollerOf(el);
    if (!virtualised || !el || !main) return;
    const measure = () => {
      if (main.getClientRects().length === 0) return; // hidden: no boxes
      // While a pull-to-refresh (Refreshable) is out, it moves the list by a transform: not its place.
      const track = el.closest<HTMLElement>('.refreshable__track');
      const pulled = track?.style.transform ? new DOMMatrixReadOnly(getComputedStyle(track).transform).m42 : 0;
      const top = el.getBoundingClientRect().top - pulled - main.getBoundingClientRect().top - main.clientTop;
      const next = { margin: Math.round(top + main.scrollTop), gap: rowGap(list.current ?? el) };
      setLayout((prev) => (prev.margin === next.margin && prev.gap === next.gap ? prev : next));
    };
    measure();
    let content: HTMLElement = el;
    while (content.parentElement && content.parentElement !== main) content = content.parentElement;
    const observer = new ResizeObserver(measure);
    observer.observe(content);
    return () => observer.disconnect();
  }, [virtualised]);

  const virtualRows = virtualised ? virtualizer.getVirtualItems() : [];
  // Not virtualised: every row, as the server draws them. Virtualised in a scroller with no size: a page.
  const drawn =
    virtualRows.length > 0
      ? virtualRows.map((row) => row.index)
      : Array.from({ length: virtualised ? Math.min(rows, PAGE_ROWS) : rows }, (_, i) => i);
  const firstRow = virtualRows[0];
  const lastRow = virtualRows[virtualRows.length - 1];
  const padding =
    firstRow && lastRow
      ? {
          paddingTop: `${firstRow.start - layout.margin}px`,
          paddingBottom: `${virtualizer.getTotalSize() - (lastRow.end - layout.margin)}px`,
        }
      : undefined;
  return (
    <div ref={frame} className="sku-grid__frame" style={padding}>
      <ul ref={list} className="sku-grid" aria-label={label}>
        {drawn.flatMap((row) =>
          items.slice(row * COLUMNS, row * COLUMNS + COLUMNS).map((sku, column) => (
            <li
              key={sku.productSkuId}
              aria-setsize={items.length}
              aria-posinset={row * COLUMNS + column + 1}
              data-index={column === 0 ? row : undefined}
              ref={column === 0 && virtualised ? virtualizer.measureElement : undefined}
            >
              <SkuCard sku={sku} eager={row < eagerRows} />
            </li>
          )),
        )}
      </ul>
    </div>
  );
}
