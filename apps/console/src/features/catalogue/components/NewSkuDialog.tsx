import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, Modal, Select, Space, Typography } from 'antd';
import type { Locale } from '@storefront/contract/constants';
import type { MerchandisingProduct } from '@storefront/contract';
import { useCountries } from '../../../lib/countries';
import type { SendChange } from '../api/products';
import { amountProblem } from '../../../lib/amounts';
import { typed } from '../structure';
import { pickText, type Texts } from '../texts';
import { LocalizedInput } from './LocalizedInput';
import { UnitField } from './UnitField';
import { useSend } from './useSend';

/**
 * A new SKU of the product: one value of each option (a combination no SKU holds yet), or its size
 * text on a product without options; its unit, barcode and prices. It goes on the shelf when the
 * product is; stock starts at nothing. One key per dialog: a double click adds one SKU.
 */
export function NewSkuDialog({
  product,
  onChange,
  onClose,
}: {
  product: MerchandisingProduct;
  onChange: SendChange;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const countries = useCountries().data ?? [];
  const [clientKey] = useState(() => crypto.randomUUID());
  const [valueIds, setValueIds] = useState<(number | null)[]>(product.options.map(() => null));
  const [specs, setSpecs] = useState<Texts>({});
  const [units, setUnits] = useState<Texts>(product.skus[0]?.units ?? {});
  const [barcode, setBarcode] = useState('');
  const [prices, setPrices] = useState<Record<string, string>>({});
  const { sending, send } = useSend(onChange, onClose);
  const taken = product.skus.some((s) => valueIds.every((v, i) => v === s.valueIds[i]));
  const priceProblem = countries.some(
    (c) => prices[c.countryCode]?.trim() && amountProblem(prices[c.countryCode]!, c.currencyDigits),
  );
  const ready =
    (product.options.length ? valueIds.every((v) => v !== null) && !taken : Boolean(specs['en-US']?.trim())) &&
    Boolean(units['en-US']?.trim()) &&
    !priceProblem;

  const submit = () =>
    send({
      kind: 'createSku',
      body: {
        productId: product.productId,
        clientKey,
        valueIds: valueIds.filter((v): v is number => v !== null),
        specs: typed(specs),
        units: typed(units),
        ...(barcode.trim() && { barcode: barcode.trim() }),
        prices: Object.entries(prices)
          .filter(([, a]) => a.trim())
          .map(([countryCode, amount]) => ({ countryCode, amount: amount.trim() })),
      },
    });

  return (
    <Modal
      open
      width={720}
      title={t('catalogue.options.newSkuTitle')}
      okText={t('catalogue.options.addSku')}
      cancelText={t('catalogue.cancel')}
      okButtonProps={{ disabled: !ready }}
      confirmLoading={sending}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Space orientation="vertical" className="catalogue__dialog">
        {product.options.map((option, i) => (
          <div key={option.optionId} className="catalogue__assign">
            <label htmlFor={`new-sku-value-${i}`}>{pickText(option.names, locale)}</label>
            <Select
              id={`new-sku-value-${i}`}
              className="catalogue__unit-select"
              value={valueIds[i] ?? undefined}
              placeholder={t('catalogue.options.choose')}
              onChange={(v: number) => setValueIds(valueIds.map((x, k) => (k === i ? v : x)))}
              options={option.values.map((v) => ({ value: v.valueId, label: pickText(v.names, locale) }))}
            />
          </div>
        ))}
        {taken && <Typography.Text type="danger">{t('catalogue.options.taken')}</Typography.Text>}
        {!product.options.length && (
          <LocalizedInput id="new-sku-spec" label={t('catalogue.create.spec')} value={specs} onChange={setSpecs} />
        )}
        <UnitField id="new-sku-unit" value={units} onChange={setUnits} />
        <label htmlFor="new-sku-barcode">{t('catalogue.barcode')}</label>
        <Input
          id="new-sku-barcode"
          className="catalogue__barcode"
          maxLength={32}
          value={barcode}
          onChange={(e) => setBarcode(e.target.value)}
        />
        <fieldset className="catalogue__fieldset">
          <legend>{t('catalogue.prices')}</legend>
          <div className="catalogue__prices-grid">
            {countries.map((c) => {
              const amount = prices[c.countryCode] ?? '';
              const problem = amount.trim() ? amountProblem(amount, c.currencyDigits) : null;
              return (
                <span key={c.countryCode} className="catalogue__localized-field">
                  <label htmlFor={`new-sku-price-${c.countryCode}`}>
                    {t('catalogue.create.priceIn', { country: c.name, currency: c.currencyCode })}
                  </label>
                  <Input
                    id={`new-sku-price-${c.countryCode}`}
                    inputMode="decimal"
                    value={amount}
                    status={problem ? 'error' : undefined}
                    aria-invalid={Boolean(problem)}
                    onChange={(e) => setPrices({ ...prices, [c.countryCode]: e.target.value })}
                  />
                  {problem && (
                    <Typography.Text type="danger">
                      {t(`catalogue.amount.${problem}`, { digits: c.currencyDigits })}
                    </Typography.Text>
                  )}
                </span>
              );
            })}
          </div>
        </fieldset>
      </Space>
    </Modal>
  );
}
