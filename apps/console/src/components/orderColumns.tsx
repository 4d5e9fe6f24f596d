import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { TableColumnsType } from 'antd';
import type { OrderSummary } from '@storefront/contract';
import type { useFormat } from '../lib/useFormat';
import { StatusTag } from './StatusTag';

/** The columns an order list may show beside its order number, in this order. */
export type OrderColumn =
  'placed' | 'warehouse' | 'deliveryType' | 'paymentMethod' | 'items' | 'payable' | 'status' | 'deadline';

interface Options {
  t: TFunction;
  format: ReturnType<typeof useFormat>;
  /** The order number's cell: what choosing an order does is the list's own (open it, pick it). */
  orderSn: (order: OrderSummary) => ReactNode;
  shown: readonly OrderColumn[];
}

/** Every order list's columns, titled and formatted alike: the orders queue and finance's payment queues. */
export function orderColumns({ t, format, orderSn, shown }: Options): TableColumnsType<OrderSummary> {
  const all: Record<OrderColumn, TableColumnsType<OrderSummary>[number]> = {
    placed: { title: t('orders.placed'), dataIndex: 'createTime', render: (_, o) => format.dateTime(o.createTime) },
    warehouse: { title: t('orders.warehouse'), dataIndex: 'warehouseName' },
    deliveryType: {
      title: t('orders.deliveryType'),
      dataIndex: 'deliveryType',
      render: (_, o) => t(`delivery.${o.deliveryType}`),
    },
    paymentMethod: {
      title: t('orders.paymentMethod'),
      dataIndex: 'paymentMethod',
      render: (_, o) => t(`payment.${o.paymentMethod}`),
    },
    items: { title: t('orders.items'), dataIndex: 'totalQuantity', align: 'right' },
    payable: {
      title: t('orders.payable'),
      dataIndex: 'payable',
      align: 'right',
      render: (_, o) => format.money(o.payable, o.currencyCode),
    },
    status: {
      title: t('orders.status'),
      dataIndex: 'status',
      render: (_, o) => <StatusTag status={o.status} deliveryType={o.deliveryType} />,
    },
    deadline: {
      title: t('order.deadline'),
      dataIndex: 'paymentDeadline',
      render: (_, o) => (o.paymentDeadline ? format.dateTime(o.paymentDeadline) : t('order.none')),
    },
  };
  return [
    { title: t('orders.orderSn'), dataIndex: 'orderSn', render: (_, o) => orderSn(o) },
    ...shown.map((column) => all[column]),
  ];
}
