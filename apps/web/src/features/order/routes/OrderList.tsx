import { useSearchParams } from 'react-router';
import { Button, InfiniteScroll, Skeleton } from 'antd-mobile';
import { ORDER_LIST_STATUSES } from '@storefront/contract/constants';
import type { OrderSummary } from '@storefront/contract';
import { Screen } from '../../../components/Screen';
import { Refreshable } from '../../../components/Refreshable';
import { Tabs } from '../../../components/Tabs';
import { LIST_LOAD_OFFSET } from '../../../components/SkuFeed';
import { useT } from '../../../i18n';
import { flatItems } from '../../../lib/queries/pages';
import { useSessionStore } from '../../../lib/stores/session.store';
import { useListOrders, type OrderListStatus } from '../api/listOrders';
import { useListVisitorOrders } from '../api/listVisitorOrders';
import { useClaimVisitorOrders } from '../api/claimVisitorOrders';
import { OrderCard } from '../components/OrderCard';
import { useVisitorOrders } from '../visitorOrders';
import { Link } from 'react-router';
import '../../../components/Field.css';
import '../components/order.css';
import { listEnd } from '../../../components/ListEnd';

const isStatus = (v: string | null): v is OrderListStatus =>
  (ORDER_LIST_STATUSES as readonly (string | null)[]).includes(v);

function ListSkeleton() {
  const { t } = useT();
  return (
    <div className="order-page" aria-busy="true" data-testid="order-skeleton">
      <span className="visually-hidden">{t('common:loading')}</span>
      {[0, 1, 2].map((i) => (
        <div key={i} className="order-card">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={3} animated />
        </div>
      ))}
    </div>
  );
}

function Failed({ onRetry }: { onRetry: () => void }) {
  const { t } = useT();
  return (
    <div className="order-state" role="alert">
      <p>{t('order:loadFailed')}</p>
      <Button color="primary" fill="outline" onClick={onRetry}>
        {t('common:retry')}
      </Button>
    </div>
  );
}

function Empty() {
  const { t } = useT();
  return (
    <div className="order-state" data-testid="order-empty">
      <p>{t('order:empty')}</p>
      <Link className="order-button order-button--primary" to="/">
        {t('order:goShopping')}
      </Link>
    </div>
  );
}

/** /orderList (a tab): a member's orders by status; a visitor's orders placed on this device. */
export function OrderList() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const status: OrderListStatus = isStatus(params.get('status')) ? (params.get('status') as OrderListStatus) : 'all';
  const token = useSessionStore((s) => s.token);
  // From the credit page: the orders still owing, without the status tabs.
  const debt = params.get('debt') === 'true' && !!token;
  const kept = useVisitorOrders();
  const secrets = kept.map((o) => o.orderSecret);
  // The device's visitor orders with the member's phone join the member's first, so the list shows them.
  const claim = useClaimVisitorOrders(token, secrets);
  const member = useListOrders(token, status, !!token && !claim.isFetching, debt);
  // Logged in: the device's orders that were not the member's to claim (another phone) stay in view.
  const visitor = useListVisitorOrders(secrets, status, !token || (!debt && claim.isFetched), token);
  const secretOf = (o: OrderSummary) => kept.find((k) => k.orderId === o.orderId)?.orderSecret;
  const onDevice = (list: OrderSummary[]) => (
    <div className="order-page" data-testid="orders-on-device">
      <h2 className="order-card__title">{t('order:recentOnDevice')}</h2>
      {list.map((o) => (
        <OrderCard key={o.orderId} order={o} orderSecret={secretOf(o)} />
      ))}
    </div>
  );

  let body;
  let refresh: () => Promise<unknown>;
  if (token) {
    refresh = () => Promise.all([member.refetch(), visitor.refetch()]);
    const items = flatItems(member.data);
    if (member.isPending) body = <ListSkeleton />;
    else if (member.isError && items.length === 0) body = <Failed onRetry={() => void member.refetch()} />;
    else if (items.length === 0) body = visitor.data?.list.length ? onDevice(visitor.data.list) : <Empty />;
    else
      body = (
        <>
          <div className="order-page">
            {items.map((o) => (
              <OrderCard key={o.orderId} order={o} />
            ))}
            <InfiniteScroll
              threshold={LIST_LOAD_OFFSET}
              hasMore={!!member.hasNextPage}
              loadMore={async () => {
                await member.fetchNextPage({ cancelRefetch: false });
              }}
            >
              {listEnd}
            </InfiniteScroll>
          </div>
          {!member.hasNextPage && !!visitor.data?.list.length && onDevice(visitor.data.list)}
        </>
      );
  } else {
    refresh = () => visitor.refetch();
    const list: OrderSummary[] = visitor.data?.list ?? [];
    body = (
      <>
        <div className="order-page">
          <div className="order-card order-notice">
            <p>{t('order:loginPrompt')}</p>
            <Link className="order-button order-button--primary" to="/login?redirect=%2ForderList">
              {t('order:login')}
            </Link>
          </div>
        </div>
        {secrets.length > 0 &&
          (visitor.isPending ? (
            <ListSkeleton />
          ) : visitor.isError ? (
            <Failed onRetry={() => void visitor.refetch()} />
          ) : list.length === 0 ? (
            <Empty />
          ) : (
            onDevice(list)
          ))}
      </>
    );
  }

  return (
    <Screen title={debt ? t('order:debtTitle') : t('order:title')} back={debt}>
      {!debt && (
        <Tabs
          className="order-tabs"
          label={t('order:tabs.label')}
          items={ORDER_LIST_STATUSES.map((s) => ({
            key: s,
            title: s === 'all' ? t('order:tabs.all') : t(`order:status.${s}`),
          }))}
          value={status}
          onChange={(key) => setParams(key === 'all' ? {} : { status: key }, { replace: true })}
        />
      )}
      <Refreshable onRefresh={refresh}>{body}</Refreshable>
    </Screen>
  );
}
