import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Space, Tag, Typography } from 'antd';
import { Part } from './Part';
import { MAX_OPTIONS, type Locale } from '@storefront/contract/constants';
import type { MerchandisingOption, MerchandisingProduct } from '@storefront/contract';
import type { SendChange } from '../api/products';
import { pickText } from '../texts';
import { NewSkuDialog } from './NewSkuDialog';
import { OptionDialog } from './OptionDialog';

type Open = { kind: 'option'; option?: MerchandisingOption } | { kind: 'sku' } | null;

/** What the product's SKUs differ by: its options and their values; adding an option or a SKU. */
export function OptionsSection({ product, onChange }: { product: MerchandisingProduct; onChange: SendChange }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const [open, setOpen] = useState<Open>(null);
  return (
    <Part id="catalogue-options" title={t('catalogue.options.title')}>
      {product.options.length === 0 && <Typography.Paragraph>{t('catalogue.options.none')}</Typography.Paragraph>}
      <dl className="catalogue__options">
        {product.options.map((option) => {
          const name = pickText(option.names, locale);
          return (
            <div key={option.optionId} className="catalogue__option-row">
              <dt>{name}</dt>
              <dd>
                <Space wrap>
                  {option.values.map((v) => (
                    <Tag key={v.valueId}>{pickText(v.names, locale)}</Tag>
                  ))}
                  <Button
                    size="small"
                    aria-label={t('catalogue.options.editTitle', { option: name })}
                    onClick={() => setOpen({ kind: 'option', option })}
                  >
                    {t('catalogue.options.edit')}
                  </Button>
                </Space>
              </dd>
            </div>
          );
        })}
      </dl>
      <Space>
        <Button disabled={product.options.length >= MAX_OPTIONS} onClick={() => setOpen({ kind: 'option' })}>
          {t('catalogue.options.add')}
        </Button>
        <Button type="primary" onClick={() => setOpen({ kind: 'sku' })}>
          {t('catalogue.options.newSku')}
        </Button>
      </Space>
      {open?.kind === 'option' && (
        <OptionDialog product={product} option={open.option} onChange={onChange} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'sku' && <NewSkuDialog product={product} onChange={onChange} onClose={() => setOpen(null)} />}
    </Part>
  );
}
