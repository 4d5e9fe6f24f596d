import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { App, Breadcrumb, Button, Space, Switch, Typography } from 'antd';
import type { Locale } from '@storefront/contract/constants';
import { LOCALE_NAMES } from '../../../i18n';
import { useCountries } from '../../../lib/countries';
import { categoriesQuery, useCreateProduct } from '../api/products';
import { createBody, draftProblems, emptyDraft, type ProductDraft } from '../creation';
import { EDIT_ORDER } from '../texts';
import { nameFromAddress } from '../words';
import { CategoryField } from '../components/CategoryField';
import { TextCard } from '../components/TextCard';
import { OptionsDraft } from '../components/OptionsDraft';
import { SkuDrafts } from '../components/SkuDrafts';
import { UnitField } from '../components/UnitField';
import { LocalizedInput } from '../components/LocalizedInput';
import { Part } from '../components/Part';
import './Catalogue.css';

/**
 * A new product: category (which sets the 18+ mark), texts in six languages, options and the SKUs
 * made from them with their prices, on or off the shelf. One key per form: a double click or a
 * retry after a lost answer makes one product. Opened from a search that found nothing, it starts
 * with that search as the name in the language it was typed in.
 */
export function NewProduct() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [clientKey] = useState(() => crypto.randomUUID());
  const [fromMiss] = useState(() => nameFromAddress(params, i18n.language));
  const [draft, setDraft] = useState<ProductDraft>(() => ({ ...emptyDraft(), names: fromMiss }));
  const missLocale = Object.keys(fromMiss)[0] as Locale | undefined;
  const categories = useQuery(categoriesQuery()).data ?? [];
  const countries = useCountries().data ?? [];
  const create = useCreateProduct();
  const problems = draftProblems(draft, (code) => countries.find((c) => c.countryCode === code)?.currencyDigits ?? 2);

  const submit = async () => {
    try {
      const product = await create.mutateAsync(createBody(draft, clientKey));
      void message.success(t('catalogue.create.made'));
      void navigate(`/catalogue/${product.productId}`);
    } catch (error) {
      void message.error((error as Error).message);
    }
  };

  return (
    <section className="catalogue">
      <Breadcrumb
        items={[{ title: <Link to="/catalogue">{t('catalogue.title')}</Link> }, { title: t('catalogue.create.title') }]}
      />
      <Typography.Title level={1} className="catalogue__title">
        {t('catalogue.create.title')}
      </Typography.Title>
      <CategoryField
        categories={categories}
        value={draft.categoryId}
        onChange={(categoryId) => setDraft({ ...draft, categoryId })}
      />
      <Space>
        <label htmlFor="new-on-shelf">{t('catalogue.create.onShelfAtOnce')}</label>
        <Switch id="new-on-shelf" checked={draft.onShelf} onChange={(onShelf) => setDraft({ ...draft, onShelf })} />
      </Space>
      <Part
        id="new-texts"
        title={t('catalogue.texts')}
        lead={missLocale && t('catalogue.words.fromMiss', { language: LOCALE_NAMES[missLocale] })}
      >
        <div className="catalogue__texts">
          {EDIT_ORDER.map((locale) => (
            <TextCard
              key={locale}
              locale={locale}
              name={draft.names[locale] ?? ''}
              description={draft.descriptions[locale] ?? ''}
              onName={(name) => setDraft({ ...draft, names: { ...draft.names, [locale]: name } })}
              onDescription={(html) => setDraft({ ...draft, descriptions: { ...draft.descriptions, [locale]: html } })}
            />
          ))}
        </div>
      </Part>
      <OptionsDraft draft={draft} onChange={setDraft} />
      <Part id="new-unit" title={t('catalogue.create.unitTitle')}>
        <UnitField id="new-unit-field" value={draft.units} onChange={(units) => setDraft({ ...draft, units })} />
        {!draft.options.length && (
          <LocalizedInput
            id="new-spec"
            label={t('catalogue.create.spec')}
            value={draft.specs}
            onChange={(specs) => setDraft({ ...draft, specs })}
          />
        )}
      </Part>
      <SkuDrafts draft={draft} onChange={setDraft} />
      <Space orientation="vertical" className="catalogue__actions">
        <Button type="primary" disabled={problems.length > 0} loading={create.isPending} onClick={() => void submit()}>
          {t('catalogue.create.submit')}
        </Button>
        {problems.length > 0 && (
          <ul className="catalogue__problems" aria-label={t('catalogue.create.beforeMaking')}>
            {problems.map((p) => (
              <li key={p}>
                <Typography.Text type="danger">{t(`catalogue.create.problem.${p}`)}</Typography.Text>
              </li>
            ))}
          </ul>
        )}
      </Space>
    </section>
  );
}
