import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Input, Space, Switch } from 'antd';
import type { MerchandisingSku } from '@storefront/contract';
import type { SendChange } from '../api/products';
import { PricesTable } from './PricesTable';
import { StockTable } from './StockTable';

interface Props {
  productId: number;
  sku: MerchandisingSku;
  busy: boolean;
  onChange: SendChange;
}

/** One SKU: its barcode, its place on the shelf, its prices per country and stock per warehouse. */
export function SkuCard({ productId, sku, busy, onChange }: Props) {
  const { t } = useTranslation();
  const [barcode, setBarcode] = useState(sku.barcode ?? '');
  const title = [sku.spec, sku.unit].filter(Boolean).join(' · ');
  return (
    <Card
      title={t('catalogue.skuTitle', { id: sku.skuId, name: title })}
      className="catalogue__section"
      extra={
        <Space>
          <label htmlFor={`shelf-${sku.skuId}`}>{t('catalogue.onShelf')}</label>
          <Switch
            id={`shelf-${sku.skuId}`}
            checked={sku.onShelf}
            loading={busy}
            onChange={(onShelf) => void onChange({ kind: 'shelve', body: { productId, skuId: sku.skuId, onShelf } })}
          />
        </Space>
      }
    >
      <Space wrap>
        <label htmlFor={`barcode-${sku.skuId}`}>{t('catalogue.barcode')}</label>
        <Input
          id={`barcode-${sku.skuId}`}
          value={barcode}
          maxLength={32}
          style={{ width: 220 }}
          onChange={(e) => setBarcode(e.target.value)}
        />
        <Button
          disabled={barcode.trim() === (sku.barcode ?? '')}
          onClick={() => void onChange({ kind: 'saveSku', body: { skuId: sku.skuId, barcode: barcode.trim() } })}
        >
          {t('catalogue.saveBarcode')}
        </Button>
      </Space>
      <PricesTable sku={sku} onChange={onChange} />
      <StockTable sku={sku} onChange={onChange} />
    </Card>
  );
}
