import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Table } from 'antd';
import type { OrderSummary } from '@storefront/contract';
import { useFormat } from '../../../lib/useFormat';
import { customerOrdersQuery } from '../api/customers';
import { Part } from './Part';

/** The customer's latest orders; each opens on the orders screen. */
export function CustomerOrders({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const orders = useQuery(customerOrdersQuery(memberId));
  return (
    <Part id="customer-orders" title={t('customers.orders', { count: orders.data?.total ?? 0 })}>
      <Table<OrderSummary>
        size="small"
        rowKey="orderId"
        pagination={false}
        loading={orders.isFetching}
        dataSource={orders.data?.list ?? []}
        locale={{ emptyText: t('customers.noOrders') }}
        columns={[
          {
            title: t('orders.orderSn'),
            dataIndex: 'orderSn',
            render: (_, o) => <Link to={`/orders?order=${o.orderId}`}>{o.orderSn}</Link>,
          },
          { title: t('orders.placed'), dataIndex: 'createTime', render: (_, o) => format.dateTime(o.createTime) },
          { title: t('orders.status'), dataIndex: 'status', render: (_, o) => t(`status.${o.status}`) },
          {
            title: t('orders.payable'),
            dataIndex: 'payable',
            align: 'right',
            render: (_, o) => format.money(o.payable, o.currencyCode),
          },
        ]}
      />
    </Part>
  );
}
