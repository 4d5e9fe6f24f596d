import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Button, InfiniteScroll, Skeleton } from 'antd-mobile';
import type { SkuCard as SkuCardData } from '@storefront/contract';
import { useT } from '../i18n';
import { flatItems } from '../lib/queries/pages';
import { useInSlices } from '../lib/useInSlices';
import { SkuGrid } from './SkuGrid';
import { useScrollMemory } from './useScrollMemory';
import './SkuFeed.css';
import { listEnd } from './ListEnd';

/** Spec §9: load the next page 300 px before the end. */
export const LIST_LOAD_OFFSET = 300;
/** New cards drawn a task: two rows, ~20 ms at 4× CPU. */
const CARDS_PER_TASK = 4;
/** How long a list waits for a page to be drawn before it may ask for the next (ms). */
const DRAW_WAIT_MAX = 3000;

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

/** A failed list says so and offers to try again, instead of an endless skeleton. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useT();
  return (
    <div className="sku-feed__state" role="alert">
      <p>{t('product:loadFailed')}</p>
      <Button color="primary" fill="outline" onClick={onRetry}>
        {t('common:retry')}
      </Button>
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
  // A page's answer arrived as 20 new cards in one render: 100-280 ms at 4× CPU with React, still
  // 60–80 ms with Preact (npm run bench:scroll). They are drawn a few a task (lib/useInSlices); the
  // cards already shown are memoised and not rendered again. The server and the first client
  // render see the same items (nothing waits on a first render), so hydration is unchanged; the
  // first page never waits either (no flash of the empty state).
  const allItems = useMemo(() => flatItems(query.data), [query.data]);
  const { items, all: caughtUp } = useInSlices(allItems, CARDS_PER_TASK);
  // The next page is asked for only once the last one is drawn: otherwise the end of the list stays
  // in view, pages keep arriving, and each restarts the slices before they can finish.
  const drawn = useRef<unknown>(undefined);
  useEffect(() => {
    if (caughtUp) drawn.current = query.data;
  });
  const untilDrawn = async (data: unknown) => {
    for (let waited = 0; drawn.current !== data && waited < DRAW_WAIT_MAX; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
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
