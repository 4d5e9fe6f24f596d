import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, Space, Table, Typography, type TableColumnsType } from 'antd';
import type { MerchandisingSku } from '@storefront/contract';
import { currencyOf, useCountries } from '../../../lib/countries';
import { formatMoney } from '../../../lib/money';
import type { SendChange } from '../api/products';
import { amountProblem, toMajorText } from '../../../lib/amounts';

type Price = MerchandisingSku['prices'][number];

/** The SKU's price in each country, typed in the currency's major units. */
export function PricesTable({ sku, onChange }: { sku: MerchandisingSku; onChange: SendChange }) {
  const { t, i18n } = useTranslation();
  const countries = useCountries().data;
  const columns: TableColumnsType<Price> = [
    {
      title: t('catalogue.country'),
      dataIndex: 'countryCode',
      render: (_, p) => countries?.find((c) => c.countryCode === p.countryCode)?.name ?? p.countryCode,
    },
    {
      title: t('catalogue.price'),
      dataIndex: 'price',
      render: (_, p) =>
        p.price === null
          ? t('catalogue.notSold')
          : formatMoney(p.price, p.currencyCode, i18n.language, currencyOf(countries, p.currencyCode)),
    },
    {
      title: t('catalogue.newPrice'),
      key: 'edit',
      render: (_, p) => (
        <PriceInput
          key={`${p.countryCode}-${p.price}`}
          sku={sku}
          price={p}
          digits={currencyOf(countries, p.currencyCode)?.digits ?? 2}
          onChange={onChange}
        />
      ),
    },
  ];
  return (
    <section aria-labelledby={`prices-${sku.skuId}`}>
      <Typography.Title level={3} id={`prices-${sku.skuId}`} className="catalogue__section-title">
        {t('catalogue.prices')}
      </Typography.Title>
      <Table<Price> rowKey="countryCode" size="small" columns={columns} dataSource={sku.prices} pagination={false} />
    </section>
  );
}

function PriceInput({
  sku,
  price,
  digits,
  onChange,
}: {
  sku: MerchandisingSku;
  price: Price;
  digits: number;
  onChange: SendChange;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(price.price === null ? '' : toMajorText(price.price, digits));
  const problem = text.trim() ? amountProblem(text, digits) : 'format';
  const id = `price-${sku.skuId}-${price.countryCode}`;
  const unchanged = price.price !== null && text.trim() === toMajorText(price.price, digits);
  return (
    <Space wrap>
      <Input
        id={id}
        aria-label={t('catalogue.priceIn', { currency: price.currencyCode })}
        className="catalogue__price"
        inputMode="decimal"
        value={text}
        suffix={price.currencyCode}
        status={text.trim() && problem ? 'error' : undefined}
        aria-invalid={Boolean(text.trim() && problem)}
        onChange={(e) => setText(e.target.value)}
      />
      <Button
        disabled={problem !== null || unchanged}
        aria-label={t('catalogue.savePriceIn', { currency: price.currencyCode })}
        onClick={() =>
          void onChange({
            kind: 'setPrice',
            body: { skuId: sku.skuId, countryCode: price.countryCode, amount: text.trim() },
          })
        }
      >
        {t('catalogue.save')}
      </Button>
      {text.trim() && problem && (
        <Typography.Text type="danger" role="status">
          {t(`catalogue.amount.${problem}`, { digits })}
        </Typography.Text>
      )}
    </Space>
  );
}
