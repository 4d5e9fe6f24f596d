import { useTranslation } from 'react-i18next';
import { Button, Table, type TableColumnsType } from 'antd';
import type { OrderSummary } from '@storefront/contract';
import { StatusTag } from './StatusTag';
import { useFormat } from './useFormat';

interface Props {
  orders: OrderSummary[];
  total: number;
  pageNum: number;
  pageSize: number;
  loading: boolean;
  onPage: (pageNum: number, pageSize: number) => void;
  onOpen: (orderId: number) => void;
}

/** One row per order, newest first as the API lists them; the order number opens the order. */
export function OrdersTable({ orders, total, pageNum, pageSize, loading, onPage, onOpen }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: TableColumnsType<OrderSummary> = [
    {
      title: t('orders.orderSn'),
      dataIndex: 'orderSn',
      render: (_, o) => (
        <Button
          type="link"
          className="orders__open"
          onClick={() => onOpen(o.orderId)}
          aria-label={t('orders.open', { orderSn: o.orderSn })}
        >
          {o.orderSn}
        </Button>
      ),
    },
    { title: t('orders.placed'), dataIndex: 'createTime', render: (_, o) => format.dateTime(o.createTime) },
    { title: t('orders.warehouse'), dataIndex: 'warehouseName' },
    { title: t('orders.deliveryType'), dataIndex: 'deliveryType', render: (_, o) => t(`delivery.${o.deliveryType}`) },
    { title: t('orders.paymentMethod'), dataIndex: 'paymentMethod', render: (_, o) => t(`payment.${o.paymentMethod}`) },
    { title: t('orders.items'), dataIndex: 'totalQuantity', align: 'right' },
    {
      title: t('orders.payable'),
      dataIndex: 'payable',
      align: 'right',
      render: (_, o) => format.money(o.payable, o.currencyCode),
    },
    {
      title: t('orders.status'),
      dataIndex: 'status',
      render: (_, o) => <StatusTag status={o.status} deliveryType={o.deliveryType} />,
    },
  ];
  return (
    <Table<OrderSummary>
      rowKey="orderId"
      columns={columns}
      dataSource={orders}
      loading={loading}
      scroll={{ x: 960 }}
      pagination={{
        current: pageNum,
        pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: (count) => t('orders.total', { count }),
        onChange: onPage,
      }}
    />
  );
}
