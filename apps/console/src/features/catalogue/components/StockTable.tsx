import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Space, Table, Typography, type TableColumnsType } from 'antd';
import type { MerchandisingSku } from '@storefront/contract';
import type { SendChange } from '../api/products';
import { availability } from '../stock';
import { AdjustStockDialog } from './AdjustStockDialog';
import { LowStockDialog } from './LowStockDialog';
import { StockHistory } from './StockHistory';
import { ToneTag } from '../../../components/ToneTag';

type Row = MerchandisingSku['stock'][number];
type Open = { kind: 'adjust' | 'low' | 'history'; row: Row } | null;

/** What a warehouse's row offers: each opens its dialog, named with the warehouse for screen readers. */
const ACTIONS = [
  { kind: 'adjust', label: 'catalogue.adjust', name: 'catalogue.adjustIn' },
  { kind: 'low', label: 'catalogue.lowStock', name: 'catalogue.lowStockIn' },
  { kind: 'history', label: 'catalogue.history', name: 'catalogue.historyIn' },
] as const;

/** What each warehouse has on hand beside what open orders hold, with its adjustments and history. */
export function StockTable({ sku, onChange }: { sku: MerchandisingSku; onChange: SendChange }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const columns: TableColumnsType<Row> = [
    { title: t('catalogue.warehouse'), dataIndex: 'warehouseName' },
    { title: t('catalogue.onHand'), dataIndex: 'onHand', align: 'right' },
    { title: t('catalogue.reserved'), dataIndex: 'reserved', align: 'right' },
    {
      title: t('catalogue.available'),
      key: 'available',
      align: 'right',
      render: (_, row) => {
        const { available, low } = availability(row);
        return (
          <Space size={4}>
            {available}
            {low && <ToneTag tone="danger">{t('catalogue.low')}</ToneTag>}
          </Space>
        );
      },
    },
    {
      title: t('catalogue.lowStockBelow'),
      dataIndex: 'lowStockBelow',
      align: 'right',
      render: (_, row) => row.lowStockBelow ?? '—',
    },
    {
      title: t('catalogue.actions'),
      key: 'actions',
      render: (_, row) => (
        <Space size={0} wrap>
          {ACTIONS.map(({ kind, label, name }) => (
            <Button
              key={kind}
              type="link"
              onClick={() => setOpen({ kind, row })}
              aria-label={t(name, { warehouse: row.warehouseName })}
            >
              {t(label)}
            </Button>
          ))}
        </Space>
      ),
    },
  ];
  return (
    <section aria-labelledby={`stock-${sku.skuId}`}>
      <Typography.Title level={3} id={`stock-${sku.skuId}`} className="catalogue__section-title">
        {t('catalogue.stock')}
      </Typography.Title>
      <Table<Row>
        rowKey="warehouseId"
        size="small"
        columns={columns}
        dataSource={sku.stock}
        pagination={false}
        scroll={{ x: 720 }}
      />
      {open?.kind === 'adjust' && (
        <AdjustStockDialog skuId={sku.skuId} row={open.row} onChange={onChange} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'low' && (
        <LowStockDialog skuId={sku.skuId} row={open.row} onChange={onChange} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'history' && <StockHistory skuId={sku.skuId} row={open.row} onClose={() => setOpen(null)} />}
    </section>
  );
}
