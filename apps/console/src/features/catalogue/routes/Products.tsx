import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, Space, Typography } from 'antd';
import { LoadFailed } from '../../../components/LoadFailed';
import { positiveParam, useQueryParams } from '../../../lib/searchParams';
import { categoriesQuery, productListQuery, type ProductFilter } from '../api/products';
import { ProductsTable } from '../components/ProductsTable';
import { CatalogueNav } from '../components/CatalogueNav';
import './Catalogue.css';
import { KeywordSearch } from '../../../components/KeywordSearch';

const PAGE_SIZE = 20;

/** The filter lives in the address, so a search can be reloaded, shared and gone back to. */
function filterOf(params: URLSearchParams): ProductFilter {
  return {
    keyword: params.get('keyword') ?? '',
    categoryId: positiveParam(params, 'category', 0) || null,
    pageNum: positiveParam(params, 'page', 1),
    pageSize: Math.min(positiveParam(params, 'size', PAGE_SIZE), 100),
  };
}

/** The catalogue: products found by a name in any language, newest first. */
export function Products() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, update] = useQueryParams();
  const filter = filterOf(params);
  const list = useQuery(productListQuery(filter));
  const categories = useQuery(categoriesQuery());

  return (
    <section className="catalogue">
      <Typography.Title level={1} className="catalogue__title">
        {t('catalogue.title')}
      </Typography.Title>
      <CatalogueNav />
      <Space wrap className="catalogue__tools">
        <KeywordSearch
          label={t('catalogue.search')}
          value={filter.keyword}
          className="catalogue__search"
          onSearch={(keyword) => update({ keyword, page: null })}
        />
        <Select
          aria-label={t('catalogue.categoryFilter')}
          className="catalogue__category-filter"
          value={filter.categoryId ?? 0}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(id: number) => update({ category: id ? String(id) : null, page: null })}
          options={[
            { value: 0, label: t('catalogue.allCategories') },
            ...(categories.data ?? []).map((c) => ({ value: c.categoryId, label: c.name })),
          ]}
        />
        <Button type="primary" onClick={() => void navigate('/catalogue/new')}>
          {t('catalogue.create.title')}
        </Button>
      </Space>
      {list.isError ? (
        <LoadFailed title={t('catalogue.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
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
