import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Space, Typography } from 'antd';
import type { MerchandisingProduct } from '@storefront/contract';
import { changedTexts, EDIT_ORDER, missingLocales, type Texts } from '../texts';
import type { SendChange } from '../api/products';
import { TextCard } from './TextCard';
import { CategoryField, type CategoryChoice } from './CategoryField';

interface Props {
  product: MerchandisingProduct;
  categories: CategoryChoice[];
  saving: boolean;
  onSave: SendChange;
}

/**
 * The product's names and descriptions in the six languages side by side, English first, each
 * missing name and each missing description marked (the shop shows English there); and its category. The description is edited as
 * formatted text and sent as HTML, cleaned by the server on save: the preview shows it as stored.
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
      <CategoryField categories={categories} value={categoryId} onChange={setCategoryId} />
      <div className="catalogue__texts">
        {EDIT_ORDER.map((locale) => (
          <TextCard
            key={locale}
            locale={locale}
            name={names[locale] ?? ''}
            description={descriptions[locale] ?? ''}
            preview={product.descriptions[locale]}
            onName={(name) => setNames({ ...names, [locale]: name })}
            onDescription={(html) => setDescriptions({ ...descriptions, [locale]: html })}
          />
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
