import { useTranslation } from 'react-i18next';
import { Checkbox, Input, Table, type TableColumnsType } from 'antd';
import { Part } from './Part';
import type { Locale } from '@storefront/contract/constants';
import { useCountries } from '../../../lib/countries';
import { amountProblem } from '../../../lib/amounts';
import { combinations, comboKey, comboLabel, optionEdits, skuDraftOf, type ProductDraft } from '../creation';

/**
 * One row per combination of the options' values (one row without options): whether it becomes a
 * SKU, its barcode and its price in each country, typed in the currency's major units. Stock starts
 * at nothing; it is received on the product's page.
 */
export function SkuDrafts({ draft, onChange }: { draft: ProductDraft; onChange: (d: ProductDraft) => void }) {
  const { t, i18n } = useTranslation();
  const countries = useCountries().data ?? [];
  const rows = combinations(draft.options).map((combo) => ({ combo, key: comboKey(combo) }));
  const nameOf = (combo: number[]) =>
    draft.options.length ? comboLabel(draft.options, combo, i18n.language as Locale) : t('catalogue.create.theSku');
  const columns: TableColumnsType<(typeof rows)[number]> = [
    {
      title: t('catalogue.create.sell'),
      key: 'make',
      render: (_, { combo }) => (
        <Checkbox
          checked={skuDraftOf(draft, combo).make}
          aria-label={t('catalogue.create.makeSku', { name: nameOf(combo) })}
          onChange={(e) => onChange(optionEdits.setSku(draft, combo, { make: e.target.checked }))}
        />
      ),
    },
    { title: t('catalogue.create.sku'), key: 'name', render: (_, { combo }) => nameOf(combo) || '—' },
    {
      title: t('catalogue.barcode'),
      key: 'barcode',
      render: (_, { combo }) => (
        <Input
          aria-label={t('catalogue.create.barcodeOf', { name: nameOf(combo) })}
          className="catalogue__barcode"
          maxLength={32}
          value={skuDraftOf(draft, combo).barcode}
          onChange={(e) => onChange(optionEdits.setSku(draft, combo, { barcode: e.target.value }))}
        />
      ),
    },
    ...countries.map((country) => ({
      title: t('catalogue.create.priceIn', { country: country.name, currency: country.currencyCode }),
      key: country.countryCode,
      render: (_: unknown, { combo }: (typeof rows)[number]) => {
        const sku = skuDraftOf(draft, combo);
        const amount = sku.prices[country.countryCode] ?? '';
        const problem = amount.trim() ? amountProblem(amount, country.currencyDigits) : null;
        return (
          <Input
            aria-label={t('catalogue.create.priceOf', { name: nameOf(combo), currency: country.currencyCode })}
            className="catalogue__price"
            inputMode="decimal"
            value={amount}
            status={problem ? 'error' : undefined}
            aria-invalid={Boolean(problem)}
            title={problem ? t(`catalogue.amount.${problem}`, { digits: country.currencyDigits }) : undefined}
            onChange={(e) =>
              onChange(
                optionEdits.setSku(draft, combo, { prices: { ...sku.prices, [country.countryCode]: e.target.value } }),
              )
            }
          />
        );
      },
    })),
  ];
  return (
    <Part id="new-skus" title={t('catalogue.create.skus')} lead={t('catalogue.create.skusLead')}>
      <div className="catalogue__wide">
        <Table rowKey="key" size="small" columns={columns} dataSource={rows} pagination={false} />
      </div>
    </Part>
  );
}
