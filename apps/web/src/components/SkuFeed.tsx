import { useRef, type ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Button, InfiniteScroll, PullToRefresh, Skeleton } from 'antd-mobile';
import type { SkuCard as SkuCardData } from '@storefront/contract';
import { useT } from '../i18n';
import { flatItems } from '../lib/queries/pages';
import { SkuCard } from './SkuCard';
import { useScrollMemory } from './useScrollMemory';
import './SkuFeed.css';

/** Spec §9: load the next page 300 px before the end; the pull-to-refresh head is 50 px. */
export const LIST_LOAD_OFFSET = 300;
export const PULL_HEAD_HEIGHT = 50;

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
}

/** A two-column grid of SKUs with skeletons, an empty state and infinite scroll. */
export function SkuFeed({ query, label, empty }: SkuFeedProps) {
  const anchor = useRef<HTMLDivElement>(null);
  useScrollMemory(anchor);
  const items = flatItems(query.data);
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
          <ul className="sku-grid" aria-label={label}>
            {items.map((sku) => (
              <li key={sku.productSkuId}>
                <SkuCard sku={sku} />
              </li>
            ))}
          </ul>
          <InfiniteScroll
            threshold={LIST_LOAD_OFFSET}
            hasMore={!!query.hasNextPage}
            loadMore={async () => {
              await query.fetchNextPage({ cancelRefetch: false });
            }}
          />
        </>
      )}
    </div>
  );
}

/** antd's pull-to-refresh with the spec's head height; resolves when the refetch is done. */
export function Refreshable({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const { t } = useT();
  // antd-mobile has no Lao or Filipino texts, and a screen reader would read "Pull down to refresh"
  // with no way to pull: the hint is for sight only (the refresh is also reachable by reloading).
  const hint = (text: string) => <span aria-hidden="true">{text}</span>;
  return (
    <PullToRefresh
      headHeight={PULL_HEAD_HEIGHT}
      threshold={PULL_HEAD_HEIGHT}
      pullingText={hint(t('common:pull.pulling'))}
      canReleaseText={hint(t('common:pull.release'))}
      refreshingText={hint(t('common:pull.refreshing'))}
      completeText={hint(t('common:pull.done'))}
      onRefresh={async () => void (await onRefresh())}
    >
      {children}
    </PullToRefresh>
  );
}
