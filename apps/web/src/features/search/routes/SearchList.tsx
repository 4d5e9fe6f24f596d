import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { SearchOutline } from 'antd-mobile-icons';
import { Screen } from '../../../components/Screen';
import { Refreshable } from '../../../components/Refreshable';
import { SkuFeed } from '../../../components/SkuFeed';
import { useT } from '../../../i18n';
import { categoryTreeQuery, flattenCategories } from '../../../lib/queries/categoryTree';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { useWarehouseId } from '../../../lib/stores/warehouse.store';
import { useSkuSearch } from '../api/skuSearch';
import { activeFilterCount, SearchFilters, type Filters } from '../components/SearchFilters';
import { formatNumber } from '../../../lib/money';
import { WordChips } from '../components/WordChips';
import { Link } from 'react-router';
import './Search.css';

const positiveInt = (v: string | null) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : undefined);

/** Results for ?keyword= and/or ?categoryId=, with sorts, filters, infinite scroll and suggestions. */
export function SearchList() {
  const { t } = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const keyword = params.get('keyword')?.trim() || undefined;
  const locale = useLocaleStore((s) => s.locale);
  const warehouseId = useWarehouseId();
  const categories = useQuery(categoryTreeQuery(locale));
  const [filters, setFilters] = useState<Filters>(() => ({
    sort: 'relevance',
    inStockOnly: false,
    promotionOnly: false,
    categoryId: positiveInt(params.get('categoryId')),
  }));
  const results = useSkuSearch(locale, {
    keyword,
    warehouseId,
    sort: filters.sort,
    categoryId: filters.categoryId,
    inStockOnly: filters.inStockOnly || undefined,
    promotionOnly: filters.promotionOnly || undefined,
  });

  const categoryName = useMemo(
    () => flattenCategories(categories.data ?? []).find((c) => c.node.id === filters.categoryId)?.node.name,
    [categories.data, filters.categoryId],
  );
  const title = keyword ?? categoryName ?? t('search:resultsTitle');
  const first = results.data?.pages[0];
  const total = first?.total;
  const suggestions = first?.suggestions ?? [];

  const empty = (
    <div className="search-empty" data-testid="search-empty">
      {activeFilterCount(filters) > 0 ? (
        <>
          {/* The filters, not the catalogue, emptied the list: say so and offer the way out. */}
          <p>{keyword ? t('search:noResultsWithFilters', { keyword }) : t('search:noResultsFiltered')}</p>
          <button
            type="button"
            className="search-empty__clear"
            onClick={() => setFilters({ ...filters, inStockOnly: false, promotionOnly: false, categoryId: undefined })}
            data-testid="clear-filters"
          >
            {t('search:clearFilters')}
          </button>
        </>
      ) : (
        <p>{keyword ? t('search:noResults', { keyword }) : t('search:noResultsFiltered')}</p>
      )}
      {suggestions.length > 0 && (
        <>
          <p>{t('search:tryInstead')}</p>
          <WordChips
            words={suggestions}
            testId="search-suggestion"
            onPick={(w) => void navigate(`/searchList?keyword=${encodeURIComponent(w)}`)}
          />
        </>
      )}
    </div>
  );

  return (
    <Screen
      title={title}
      right={
        <Link
          to={`/search${keyword ? `?keyword=${encodeURIComponent(keyword)}` : ''}`}
          className="search-list__search"
          aria-label={t('search:newSearch')}
        >
          <SearchOutline aria-hidden="true" />
        </Link>
      }
    >
      <SearchFilters value={filters} categories={categories.data ?? []} onChange={setFilters} />
      <p className="search-count" aria-live="polite" data-testid="search-count">
        {total !== undefined && total > 0
          ? t('search:resultCount', { count: total, n: formatNumber(total, locale) })
          : ''}
      </p>
      <Refreshable onRefresh={() => results.refetch()}>
        <SkuFeed query={results} label={t('search:resultsTitle')} empty={empty} eagerRows={2} />
      </Refreshable>
    </Screen>
  );
}
