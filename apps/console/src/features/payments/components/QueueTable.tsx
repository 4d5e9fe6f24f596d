import { useTranslation } from 'react-i18next';
import { Table } from 'antd';
import type { OrderSummary } from '@storefront/contract';
import { orderColumns } from '../../../components/orderColumns';
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
  const columns = orderColumns({
    t,
    format,
    orderSn: (o) => (
      <button
        type="button"
        className="payments__pick"
        aria-pressed={selected === o.orderId}
        onClick={() => onSelect(o.orderId)}
      >
        {o.orderSn}
      </button>
    ),
    shown: ['placed', 'paymentMethod', 'payable', ...(deadline ? (['deadline'] as const) : [])],
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
