import { useTranslation } from 'react-i18next';
import { Input, Select } from 'antd';
import { DELIVERY_TYPES, PAYMENT_METHODS } from '@storefront/contract/constants';
import { useMyWarehouses } from '../../../lib/warehouses';
import type { ListFilter } from '../api/orders';
import { KeywordSearch } from '../../../components/KeywordSearch';

interface Props {
  filter: ListFilter;
  /** Changes values in the address (null removes one); every change starts again at page 1. */
  update: (changes: Record<string, string | null>) => void;
}

/** The queue's filters beside its status tabs: warehouse, days placed, payment, delivery or pickup, search. */
export function QueueFilters({ filter, update }: Props) {
  const { t } = useTranslation();
  const warehouses = useMyWarehouses();
  const set = (key: string, value: string | null | undefined) => update({ [key]: value || null, page: null });
  return (
    <div className="orders__filters">
      <Select<number>
        aria-label={t('queue.warehouse')}
        className="orders__warehouse"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('queue.allWarehouses')}
        value={filter.warehouseId ?? undefined}
        onChange={(id) => set('warehouse', id ? String(id) : null)}
        options={warehouses.map((w) => ({ value: w.warehouseId, label: w.name }))}
      />
      {choice(
        t('queue.paymentMethod'),
        t('queue.anyPaymentMethod'),
        filter.paymentMethod,
        (m) => set('payment', m),
        PAYMENT_METHODS.map((m) => ({ value: m, label: t(`payment.${m}`) })),
      )}
      {choice(
        t('queue.deliveryType'),
        t('queue.anyDeliveryType'),
        filter.deliveryType,
        (d) => set('delivery', d),
        DELIVERY_TYPES.map((d) => ({ value: d, label: t(`delivery.${d}`) })),
      )}
      <span className="orders__days">
        {/* The browser's own date fields: typed or picked, in the staff member's calendar. */}
        <DayField
          label={t('queue.placedFrom')}
          value={filter.placedFrom}
          max={filter.placedTo}
          onChange={(d) => set('from', d)}
        />
        <DayField
          label={t('queue.placedTo')}
          value={filter.placedTo}
          min={filter.placedFrom}
          onChange={(d) => set('to', d)}
        />
      </span>
      <KeywordSearch
        label={t('orders.search')}
        value={filter.keyword}
        maxLength={40}
        className="orders__search"
        onSearch={(keyword) => set('keyword', keyword)}
      />
    </div>
  );
}

/** A one-of filter that may be cleared: its label names it, its placeholder says "any". */
const choice = (
  label: string,
  any: string,
  value: string | null,
  onChange: (value: string | undefined) => void,
  options: { value: string; label: string }[],
) => (
  <Select<string>
    aria-label={label}
    className="orders__select"
    allowClear
    placeholder={any}
    value={value ?? undefined}
    onChange={onChange}
    options={options}
  />
);

interface DayProps {
  label: string;
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  min?: string;
  max?: string;
  onChange: (day: string) => void;
}

/** One bound of the days placed: the other bound limits it, so the first day never comes after the last. */
function DayField({ label, value, min, max, onChange }: DayProps) {
  return (
    <label className="orders__date">
      <span>{label}</span>
      <Input
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
