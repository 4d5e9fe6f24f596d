import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Select, Tabs, Typography } from 'antd';
import { ORDER_LIST_STATUSES } from '@storefront/contract/constants';
import { orderColumns } from '../../../components/orderColumns';
import { PagedList, pageOf } from '../../../components/PagedList';
import { positiveParam, useQueryParams } from '../../../lib/searchParams';
import { useFormat } from '../../../lib/useFormat';
import { useMyWarehouses } from '../../../lib/warehouses';
import { orderListQuery, type ListFilter, type ListStatus } from '../api/orders';
import { NewOrders } from '../components/NewOrders';
import { OrderDrawer } from '../components/OrderDrawer';
import './Orders.css';

/** The filter lives in the address, so a view of the orders can be reloaded, shared and gone back to. */
function filterOf(params: URLSearchParams): ListFilter {
  const status = params.get('status') ?? 'all';
  return {
    status: (ORDER_LIST_STATUSES as readonly string[]).includes(status) ? (status as ListStatus) : 'all',
    warehouseId: positiveParam(params, 'warehouse', 0) || null,
    keyword: params.get('keyword') ?? '',
    ...pageOf(params),
  };
}

export function Orders() {
  const { t } = useTranslation();
  const [params, update] = useQueryParams();
  const filter = filterOf(params);
  const openId = Number(params.get('order')) || null;
  const list = useQuery(orderListQuery(filter));
  const client = useQueryClient();
  const warehouses = useMyWarehouses();
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
        <Select<number>
          aria-label={t('queue.warehouse')}
          className="orders__warehouse"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('queue.allWarehouses')}
          value={filter.warehouseId ?? undefined}
          onChange={(id) => update({ warehouse: id ? String(id) : null, page: null })}
          options={warehouses.map((w) => ({ value: w.warehouseId, label: w.name }))}
        />
        <Input.Search
          key={filter.keyword}
          defaultValue={filter.keyword}
          aria-label={t('orders.search')}
          placeholder={t('orders.search')}
          enterButton={t('orders.searchButton')}
          allowClear
          maxLength={40}
          className="orders__search"
          onSearch={(keyword) => update({ keyword: keyword.trim(), page: null })}
        />
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
        scroll={{ x: 960 }}
      />
      <OrderDrawer orderId={openId} onClose={() => update({ order: null })} />
    </section>
  );
}
