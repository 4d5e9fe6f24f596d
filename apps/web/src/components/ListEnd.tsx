import { useT } from '../i18n';
import './ListEnd.css';

/**
 * The end of an infinite list (antd's InfiniteScroll draws it as its children): loading more, a
 * failed page with a retry, or the end. In place of antd's own, whose loading dots are an SVG
 * animated by SMIL: that animation runs on the main thread, a style and layout every frame for as
 * long as the list has more, in view or not (Home's first visit: ~140 frames, 400–1,000 ms of main
 * thread in a Lighthouse trace). These dots fade by CSS opacity, which the compositor runs.
 * Its retry is a button (antd's is a link without an address, out of reach of a keyboard).
 */
export function ListEnd({ hasMore, failed, retry }: { hasMore: boolean; failed: boolean; retry: () => void }) {
  const { t } = useT();
  if (!hasMore) return <span className="list-end">{t('common:list.end')}</span>;
  if (failed) {
    return (
      <span className="list-end">
        {t('common:list.failed')}
        <button type="button" className="list-end__retry" onClick={retry}>
          {t('common:retry')}
        </button>
      </span>
    );
  }
  return (
    <span className="list-end">
      {t('common:list.loading')}
      <span className="list-end__dots" aria-hidden="true">
        <i />
        <i />
        <i />
      </span>
    </span>
  );
}

/** InfiniteScroll's `children`: `<InfiniteScroll …>{listEnd}</InfiniteScroll>`. */
export const listEnd = (hasMore: boolean, failed: boolean, retry: () => void) => (
  <ListEnd hasMore={hasMore} failed={failed} retry={retry} />
);
