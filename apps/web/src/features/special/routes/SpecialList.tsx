import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { Screen } from '../../../components/Screen';
import { Refreshable } from '../../../components/Refreshable';
import { LoadFailed } from '../../../components/LoadFailed';
import { SkuFeed } from '../../../components/SkuFeed';
import { useT } from '../../../i18n';
import { specialListsQuery } from '../../../lib/queries/specialLists';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { useWarehouseId } from '../../../lib/stores/warehouse.store';
import { useSpecialListItems } from '../api/specialListItems';
import { Link } from 'react-router';
import './SpecialList.css';

function ListItems({ id }: { id: number }) {
  const { t } = useT();
  const locale = useLocaleStore((s) => s.locale);
  const items = useSpecialListItems(locale, id, useWarehouseId());
  const info = items.data?.pages[0]?.info;
  return (
    <Screen title={info?.title ?? t('product:specialTitle')}>
      {info?.subtitle && <p className="special-subtitle">{info.subtitle}</p>}
      <Refreshable onRefresh={() => items.refetch()}>
        <SkuFeed
          query={items}
          label={info?.title ?? t('product:specialTitle')}
          empty={<p>{t('product:listEmpty')}</p>}
          eagerRows={2}
        />
      </Refreshable>
    </Screen>
  );
}

function AllLists() {
  const { t } = useT();
  const locale = useLocaleStore((s) => s.locale);
  const lists = useQuery(specialListsQuery(locale));
  return (
    <Screen title={t('product:specialTitle')}>
      <Refreshable onRefresh={() => lists.refetch()}>
        {lists.isPending ? (
          <Skeleton.Paragraph lineCount={5} animated className="special-index" />
        ) : lists.isError ? (
          <LoadFailed onRetry={() => void lists.refetch()} />
        ) : lists.data.length === 0 ? (
          <p className="special-empty">{t('product:listEmpty')}</p>
        ) : (
          <ul className="special-index">
            {lists.data.map((l) => (
              <li key={l.id}>
                <Link to={`/specialList?id=${l.id}`} className="special-link" data-testid="special-link">
                  <span>
                    <span className="special-link__title">{l.title}</span>
                    <span className="special-link__subtitle">{l.subtitle}</span>
                  </span>
                  <RightOutline aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Refreshable>
    </Screen>
  );
}

/** /specialList?id= shows one curated list's products; without an id, every list. */
export function SpecialList() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? <ListItems id={id} /> : <AllLists />;
}
