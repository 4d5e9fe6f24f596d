import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Input, Select, Space, Typography } from 'antd';
import type { MerchandisingProduct } from '@storefront/contract';
import { LOCALE_NAMES } from '../../../i18n';
import { changedTexts, EDIT_ORDER, missingLocales, type Texts } from '../texts';
import type { SendChange } from '../api/products';
import { ToneTag } from '../../../components/ToneTag';

interface Props {
  product: MerchandisingProduct;
  categories: { categoryId: number; name: string; adult: boolean }[];
  saving: boolean;
  onSave: SendChange;
}

/**
 * The product's names and descriptions in the six languages side by side, English first, each
 * missing one marked (the shop shows English there); and its category. The description is HTML,
 * cleaned by the server on save by the shop's own rules: the preview shows it as stored.
 */
export function TextsEditor({ product, categories, saving, onSave }: Props) {
  const { t } = useTranslation();
  const [names, setNames] = useState<Texts>(product.names);
  const [descriptions, setDescriptions] = useState<Texts>(product.descriptions);
  const [categoryId, setCategoryId] = useState(product.categoryId);
  const missing = new Set(missingLocales(names));
  const body = {
    productId: product.productId,
    names: changedTexts(product.names, names),
    descriptions: changedTexts(product.descriptions, descriptions),
    categoryId: categoryId === product.categoryId ? undefined : categoryId,
  };
  const dirty = body.names !== undefined || body.descriptions !== undefined || body.categoryId !== undefined;

  return (
    <section aria-labelledby="catalogue-texts" className="catalogue__section">
      <Typography.Title level={2} id="catalogue-texts" className="catalogue__section-title">
        {t('catalogue.texts')}
      </Typography.Title>
      <Space wrap className="catalogue__category">
        <label htmlFor="catalogue-category">{t('catalogue.category')}</label>
        <Select
          id="catalogue-category"
          showSearch={{ optionFilterProp: 'label' }}
          value={categoryId}
          onChange={setCategoryId}
          style={{ minWidth: 260 }}
          options={categories.map((c) => ({
            value: c.categoryId,
            label: c.adult ? `${c.name} (${t('catalogue.adult')})` : c.name,
          }))}
        />
        {categories.find((c) => c.categoryId === categoryId)?.adult && (
          <ToneTag tone="danger">{t('catalogue.adultNote')}</ToneTag>
        )}
      </Space>
      <div className="catalogue__texts">
        {EDIT_ORDER.map((locale) => (
          <Card
            key={locale}
            size="small"
            lang={locale}
            title={<span>{LOCALE_NAMES[locale]}</span>}
            extra={missing.has(locale) ? <ToneTag tone="warning">{t('catalogue.missing')}</ToneTag> : null}
          >
            <label htmlFor={`name-${locale}`}>{t('catalogue.nameIn', { language: LOCALE_NAMES[locale] })}</label>
            <Input
              id={`name-${locale}`}
              value={names[locale] ?? ''}
              maxLength={200}
              status={locale === 'en-US' && missing.has(locale) ? 'error' : undefined}
              onChange={(e) => setNames({ ...names, [locale]: e.target.value })}
            />
            <label htmlFor={`description-${locale}`}>
              {t('catalogue.descriptionIn', { language: LOCALE_NAMES[locale] })}
            </label>
            <Input.TextArea
              id={`description-${locale}`}
              value={descriptions[locale] ?? ''}
              // A fixed height: antd's autoSize measures through a style attribute the CSP refuses.
              rows={6}
              maxLength={20000}
              onChange={(e) => setDescriptions({ ...descriptions, [locale]: e.target.value })}
            />
            {product.descriptions[locale] && (
              <div
                className="catalogue__preview"
                aria-label={t('catalogue.preview', { language: LOCALE_NAMES[locale] })}
                role="region"
                // A long description scrolls here: reachable by keyboard too.
                tabIndex={0}
                // Stored HTML is the server's sanitised copy (the shop's rules), as the shop shows it.
                dangerouslySetInnerHTML={{ __html: product.descriptions[locale] ?? '' }}
              />
            )}
          </Card>
        ))}
      </div>
      <Space className="catalogue__actions">
        <Button
          type="primary"
          disabled={!dirty || missing.has('en-US')}
          loading={saving}
          onClick={() => void onSave({ kind: 'saveProduct', body })}
        >
          {t('catalogue.saveTexts')}
        </Button>
        {missing.has('en-US') && <Typography.Text type="danger">{t('catalogue.englishRequired')}</Typography.Text>}
      </Space>
    </section>
  );
}
