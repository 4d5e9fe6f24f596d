import { useTranslation } from 'react-i18next';
import { Table, type TableColumnsType } from 'antd';
import type { OrderSummary } from '@storefront/contract';
import { useFormat } from '../../../lib/useFormat';

interface Props {
  orders: OrderSummary[];
  loading: boolean;
  selected: number | null;
  onSelect: (orderId: number) => void;
  /** The column only this queue has (the receipt's deadline). */
  deadline?: boolean;
}

/** A payment queue, one row per order; choosing a row shows it beside the table. */
export function QueueTable({ orders, loading, selected, onSelect, deadline = false }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: TableColumnsType<OrderSummary> = [
    {
      title: t('orders.orderSn'),
      dataIndex: 'orderSn',
      render: (_, o) => (
        <button
          type="button"
          className="payments__pick"
          aria-pressed={selected === o.orderId}
          onClick={() => onSelect(o.orderId)}
        >
          {o.orderSn}
        </button>
      ),
    },
    { title: t('orders.placed'), dataIndex: 'createTime', render: (_, o) => format.dateTime(o.createTime) },
    { title: t('orders.paymentMethod'), dataIndex: 'paymentMethod', render: (_, o) => t(`payment.${o.paymentMethod}`) },
    {
      title: t('orders.payable'),
      dataIndex: 'payable',
      align: 'right',
      render: (_, o) => format.money(o.payable, o.currencyCode),
    },
  ];
  if (deadline)
    columns.push({
      title: t('order.deadline'),
      dataIndex: 'paymentDeadline',
      render: (_, o) => (o.paymentDeadline ? format.dateTime(o.paymentDeadline) : t('order.none')),
    });
  return (
    <Table<OrderSummary>
      rowKey="orderId"
      size="middle"
      columns={columns}
      dataSource={orders}
      loading={loading}
      pagination={false}
      rowClassName={(o) => (o.orderId === selected ? 'payments__row--selected' : '')}
      locale={{ emptyText: t('payments.empty') }}
    />
  );
}
