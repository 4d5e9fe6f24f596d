import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Tabs, Typography } from 'antd';
import { DELIVERY_TYPES, ORDER_LIST_STATUSES, PAYMENT_METHODS } from '@storefront/contract/constants';
import { orderColumns } from '../../../components/orderColumns';
import { PagedList, pageOf } from '../../../components/PagedList';
import { positiveParam, useQueryParams } from '../../../lib/searchParams';
import { useFormat } from '../../../lib/useFormat';
import { orderListQuery, type ListFilter } from '../api/orders';
import { NewOrders } from '../components/NewOrders';
import { OrderDrawer } from '../components/OrderDrawer';
import { QueueFilters } from '../components/QueueFilters';
import './Orders.css';

/** The filter lives in the address, so a view of the orders can be reloaded, shared and gone back to. */
function filterOf(params: URLSearchParams): ListFilter {
  const status = params.get('status') ?? 'all';
  return {
    status: oneOf(ORDER_LIST_STATUSES, status) ?? 'all',
    warehouseId: positiveParam(params, 'warehouse', 0) || null,
    keyword: params.get('keyword') ?? '',
    placedFrom: dayParam(params, 'from'),
    placedTo: dayParam(params, 'to'),
    paymentMethod: oneOf(PAYMENT_METHODS, params.get('payment')),
    deliveryType: oneOf(DELIVERY_TYPES, params.get('delivery')),
    ...pageOf(params),
  };
}

/** The value when it is one of `values`, else null: an address edited by hand filters nothing. */
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((v) => v === value) ?? null;
/** A day (YYYY-MM-DD) from the address, else '' (no bound). */
const dayParam = (params: URLSearchParams, name: string) => {
  const day = params.get(name) ?? '';
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : '';
};

export function Orders() {
  const { t } = useTranslation();
  const [params, update] = useQueryParams();
  const filter = filterOf(params);
  const openId = Number(params.get('order')) || null;
  const list = useQuery(orderListQuery(filter));
  const client = useQueryClient();
  const format = useFormat();
  const columns = orderColumns({
    t,
    format,
    // The order number opens the order beside the list, and the address keeps it open.
    orderSn: (o) => (
      <Button
        type="link"
        className="orders__open"
        onClick={() => update({ order: String(o.orderId) })}
        aria-label={t('orders.open', { orderSn: o.orderSn })}
      >
        {o.orderSn}
      </Button>
    ),
    shown: ['placed', 'warehouse', 'deliveryType', 'paymentMethod', 'items', 'payable', 'status'],
  });

  return (
    <section className="orders">
      <Typography.Title level={1} className="orders__title">
        {t('orders.title')}
      </Typography.Title>
      <div className="orders__tools">
        {/* A labelled group: antd puts an aria-label given to Tabs on a role-less div. */}
        <div role="group" aria-label={t('orders.statusFilter')}>
          <Tabs
            activeKey={filter.status}
            onChange={(status) => update({ status: status === 'all' ? null : status, page: null })}
            items={ORDER_LIST_STATUSES.map((s) => ({ key: s, label: t(`status.${s}`) }))}
          />
        </div>
        <QueueFilters filter={filter} update={update} />
      </div>
      <NewOrders
        filter={filter}
        since={list.data && !list.isPlaceholderData ? list.data.newestOrderId : undefined}
        onShow={() => {
          update({ page: null });
          void client.invalidateQueries({ queryKey: ['orders', 'list'] });
        }}
      />
      <PagedList
        result={list}
        columns={columns}
        rowKey="orderId"
        loadFailed={t('orders.loadFailed')}
        sizeChanger
        // Below this the columns would wrap word by word, so the table scrolls instead; at 1024 px
        // (a small laptop, the menu folded) it still fits, Status included.
        scroll={{ x: 880 }}
      />
      <OrderDrawer orderId={openId} onClose={() => update({ order: null })} />
    </section>
  );
}
