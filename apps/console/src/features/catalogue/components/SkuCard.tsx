import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Input, Popconfirm, Space, Switch, Tag, Typography } from 'antd';
import type { MerchandisingProduct, MerchandisingSku } from '@storefront/contract';
import type { SendChange } from '../api/products';
import { PricesTable } from './PricesTable';
import { StockTable } from './StockTable';
import { SkuEditor } from './SkuEditor';
import { ScheduledPrices } from './ScheduledPrices';

interface Props {
  product: MerchandisingProduct;
  sku: MerchandisingSku;
  busy: boolean;
  onChange: SendChange;
}

/** One SKU: what tells it apart, its unit, barcode, place on the shelf, prices per country and stock per warehouse. */
export function SkuCard({ product, sku, busy, onChange }: Props) {
  const { productId } = product;
  const { t } = useTranslation();
  const [barcode, setBarcode] = useState(sku.barcode ?? '');
  const title = [sku.spec, sku.unit].filter(Boolean).join(' · ');
  return (
    <Card
      title={t('catalogue.skuTitle', { id: sku.skuId, name: title })}
      className="catalogue__section"
      extra={
        sku.retired ? (
          <Tag>{t('catalogue.retired')}</Tag>
        ) : (
          <Space>
            <label htmlFor={`shelf-${sku.skuId}`}>{t('catalogue.onShelf')}</label>
            <Switch
              id={`shelf-${sku.skuId}`}
              checked={sku.onShelf}
              loading={busy}
              onChange={(onShelf) => void onChange({ kind: 'shelve', body: { productId, skuId: sku.skuId, onShelf } })}
            />
            <Popconfirm
              title={t('catalogue.removeSkuConfirm', { id: sku.skuId })}
              onConfirm={() => void onChange({ kind: 'removeSku', body: { skuId: sku.skuId } })}
            >
              <Button danger data-testid={`sku-remove-${sku.skuId}`}>
                {t('catalogue.removeSku')}
              </Button>
            </Popconfirm>
          </Space>
        )
      }
    >
      {sku.retired && <Typography.Paragraph type="secondary">{t('catalogue.retiredNote')}</Typography.Paragraph>}
      <SkuEditor product={product} sku={sku} onChange={onChange} />
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
      <ScheduledPrices sku={sku} onChange={onChange} />
      <StockTable sku={sku} onChange={onChange} />
    </Card>
  );
}
