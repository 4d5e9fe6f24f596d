import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Select, Space, Typography } from 'antd';
import type { Locale } from '@storefront/contract/constants';
import type { MerchandisingProduct, MerchandisingSku } from '@storefront/contract';
import type { SendChange } from '../api/products';
import { sameTexts, typed } from '../structure';
import { pickText, type Texts } from '../texts';
import { LocalizedInput } from './LocalizedInput';
import { UnitField } from './UnitField';

/**
 * What tells a SKU apart (its value of each option, or its size text on a product without
 * options) and its unit; saved together, only what changed.
 */
export function SkuEditor({
  product,
  sku,
  onChange,
}: {
  product: MerchandisingProduct;
  sku: MerchandisingSku;
  onChange: SendChange;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const [valueIds, setValueIds] = useState(sku.valueIds);
  const [specs, setSpecs] = useState<Texts>(sku.specs);
  const [units, setUnits] = useState<Texts>(sku.units);
  const valuesChanged = valueIds.some((v, i) => v !== sku.valueIds[i]);
  const specsChanged = !product.options.length && !sameTexts(specs, sku.specs);
  const unitsChanged = !sameTexts(units, sku.units);
  const taken =
    valuesChanged && product.skus.some((s) => s.skuId !== sku.skuId && s.valueIds.every((v, i) => v === valueIds[i]));
  return (
    <div className="catalogue__sku-editor">
      <Space wrap align="start">
        {product.options.map((option, i) => (
          <span key={option.optionId} className="catalogue__localized-field">
            <label htmlFor={`sku-${sku.skuId}-value-${i}`}>{pickText(option.names, locale)}</label>
            <Select
              id={`sku-${sku.skuId}-value-${i}`}
              className="catalogue__unit-select"
              value={valueIds[i]}
              onChange={(v: number) => setValueIds(valueIds.map((x, k) => (k === i ? v : x)))}
              options={option.values.map((v) => ({ value: v.valueId, label: pickText(v.names, locale) }))}
            />
          </span>
        ))}
        {!product.options.length && (
          <LocalizedInput
            id={`sku-${sku.skuId}-spec`}
            label={t('catalogue.create.spec')}
            value={specs}
            onChange={setSpecs}
          />
        )}
        <UnitField id={`sku-${sku.skuId}-unit`} value={units} onChange={setUnits} />
      </Space>
      <Button
        disabled={!(valuesChanged || specsChanged || unitsChanged) || taken}
        onClick={() =>
          void onChange({
            kind: 'saveSku',
            body: {
              skuId: sku.skuId,
              ...(valuesChanged && { valueIds }),
              ...(specsChanged && { specs: typed(specs) }),
              ...(unitsChanged && { units: typed(units) }),
            },
          })
        }
      >
        {t('catalogue.options.saveSku')}
      </Button>
      {taken && (
        <Typography.Text type="danger" role="status">
          {t('catalogue.options.taken')}
        </Typography.Text>
      )}
    </div>
  );
}
