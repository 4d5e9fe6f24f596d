import { useTranslation } from 'react-i18next';
import { Input, Select } from 'antd';
import { DELIVERY_TYPES, PAYMENT_METHODS } from '@storefront/contract/constants';
import { useMyWarehouses } from '../../../lib/warehouses';
import type { ListFilter } from '../api/orders';

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
      <Select<string>
        aria-label={t('queue.paymentMethod')}
        className="orders__select"
        allowClear
        placeholder={t('queue.anyPaymentMethod')}
        value={filter.paymentMethod ?? undefined}
        onChange={(m) => set('payment', m)}
        options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`payment.${m}`) }))}
      />
      <Select<string>
        aria-label={t('queue.deliveryType')}
        className="orders__select"
        allowClear
        placeholder={t('queue.anyDeliveryType')}
        value={filter.deliveryType ?? undefined}
        onChange={(d) => set('delivery', d)}
        options={DELIVERY_TYPES.map((d) => ({ value: d, label: t(`delivery.${d}`) }))}
      />
      {/* The browser's own date fields: typed or picked, in the staff member's calendar. */}
      <label className="orders__date">
        <span>{t('queue.placedFrom')}</span>
        <Input
          type="date"
          value={filter.placedFrom}
          max={filter.placedTo || undefined}
          onChange={(e) => set('from', e.target.value)}
        />
      </label>
      <label className="orders__date">
        <span>{t('queue.placedTo')}</span>
        <Input
          type="date"
          value={filter.placedTo}
          min={filter.placedFrom || undefined}
          onChange={(e) => set('to', e.target.value)}
        />
      </label>
      <Input.Search
        key={filter.keyword}
        defaultValue={filter.keyword}
        aria-label={t('orders.search')}
        placeholder={t('orders.search')}
        enterButton={t('orders.searchButton')}
        allowClear
        maxLength={40}
        className="orders__search"
        onSearch={(keyword) => set('keyword', keyword.trim())}
      />
    </div>
  );
}
