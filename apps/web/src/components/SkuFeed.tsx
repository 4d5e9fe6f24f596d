import { useDeferredValue, useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { InfiniteScroll, Skeleton } from 'antd-mobile';
import type { SkuCard as SkuCardData } from '@storefront/contract';
import { flatItems } from '../lib/queries/pages';
import { SkuGrid } from './SkuGrid';
import { useScrollMemory } from './useScrollMemory';
import './SkuFeed.css';
import { listEnd } from './ListEnd';
import { LoadFailed } from './LoadFailed';

/** Spec §9: load the next page 300 px before the end. */
export const LIST_LOAD_OFFSET = 300;

type SkuPages = UseInfiniteQueryResult<InfiniteData<{ list: SkuCardData[] }>, Error>;

export function SkuGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className="sku-grid" aria-hidden="true" data-testid="sku-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="sku-grid__skeleton">
          <Skeleton animated className="sku-grid__skeleton-img" />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
      ))}
    </div>
  );
}

interface SkuFeedProps {
  query: SkuPages;
  /** Names the list for screen readers. */
  label: string;
  empty: ReactNode;
  /**
   * Rows whose pictures load at once: the first rows of a list that opens its screen are in view,
   * and a lazy picture there is fetched late and held the page's largest paint back (Lighthouse).
   */
  eagerRows?: number;
}

/** A two-column grid of SKUs with skeletons, an empty state and infinite scroll. */
export function SkuFeed({ query, label, empty, eagerRows }: SkuFeedProps) {
  const anchor = useRef<HTMLDivElement>(null);
  useScrollMemory(anchor);
  // A page's answer is drawn in a render React may interrupt (a deferred value): the scroll and
  // taps go on while its cards are drawn. The first render draws what it is given (the server's
  // markup); a first page is drawn at once, with no flash of the empty state.
  const allItems = useMemo(() => flatItems(query.data), [query.data]);
  const deferred = useDeferredValue(allItems);
  const items = deferred.length ? deferred : allItems;
  // The next page is asked for only once the last one is drawn: otherwise the end of the list
  // stays in view and pages keep arriving before their cards are on screen.
  const drawnData = useRef<unknown>(undefined);
  const waiting = useRef<(() => void)[]>([]);
  useEffect(() => {
    if (items !== allItems) return;
    drawnData.current = query.data;
    for (const resolve of waiting.current.splice(0)) resolve();
  });
  const untilDrawn = (data: unknown) =>
    drawnData.current === data ? Promise.resolve() : new Promise<void>((resolve) => waiting.current.push(resolve));
  return (
    <div ref={anchor} className="sku-feed">
      {query.isPending ? (
        <SkuGridSkeleton />
      ) : query.isError && items.length === 0 ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <div className="sku-feed__state">{empty}</div>
      ) : (
        <>
          <SkuGrid items={items} label={label} eagerRows={eagerRows} />
          <InfiniteScroll
            threshold={LIST_LOAD_OFFSET}
            hasMore={!!query.hasNextPage}
            loadMore={async () => {
              const next = await query.fetchNextPage({ cancelRefetch: false });
              await untilDrawn(next.data);
            }}
          >
            {listEnd}
          </InfiniteScroll>
        </>
      )}
    </div>
  );
}
