import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Input, Typography } from 'antd';
import { productListQuery, type ProductFilter } from '../api/products';
import { ProductsTable } from '../components/ProductsTable';
import './Catalogue.css';

const PAGE_SIZE = 20;

/** The filter lives in the address, so a search can be reloaded, shared and gone back to. */
function filterOf(params: URLSearchParams): ProductFilter {
  const positive = (name: string, fallback: number) => {
    const n = Number(params.get(name));
    return Number.isInteger(n) && n > 0 ? n : fallback;
  };
  return {
    keyword: params.get('keyword') ?? '',
    pageNum: positive('page', 1),
    pageSize: Math.min(positive('size', PAGE_SIZE), 100),
  };
}

/** The catalogue: products found by a name in any language, newest first. */
export function Products() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const list = useQuery(productListQuery(filter));

  const update = (changes: Record<string, string | null>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  return (
    <section className="catalogue">
      <Typography.Title level={1} className="catalogue__title">
        {t('catalogue.title')}
      </Typography.Title>
      <Input.Search
        key={filter.keyword}
        defaultValue={filter.keyword}
        aria-label={t('catalogue.search')}
        placeholder={t('catalogue.search')}
        enterButton={t('catalogue.searchButton')}
        allowClear
        maxLength={100}
        className="catalogue__search"
        onSearch={(keyword) => update({ keyword: keyword.trim(), page: null })}
      />
      {list.isError ? (
        <Alert
          type="error"
          role="alert"
          showIcon
          title={t('catalogue.loadFailed')}
          description={list.error.message}
          action={<Button onClick={() => void list.refetch()}>{t('catalogue.retry')}</Button>}
        />
      ) : (
        <ProductsTable
          products={list.data?.list ?? []}
          total={list.data?.total ?? 0}
          pageNum={filter.pageNum}
          pageSize={filter.pageSize}
          loading={list.isFetching}
          onPage={(page, size) => update({ page: String(page), size: size === PAGE_SIZE ? null : String(size) })}
          onOpen={(productId) => void navigate(`/catalogue/${productId}`)}
        />
      )}
    </section>
  );
}
