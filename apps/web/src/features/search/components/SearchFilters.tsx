import { useId, useState } from 'react';
import { FilterOutline } from 'antd-mobile-icons';
import type { CategoryNode } from '@storefront/contract';
import { useT } from '../../../i18n';
import { flattenCategories } from '../../../lib/queries/categoryTree';
import type { SkuSort } from '../api/skuSearch';

export interface Filters {
  sort: SkuSort;
  inStockOnly: boolean;
  promotionOnly: boolean;
  categoryId: number | undefined;
}

interface Props {
  value: Filters;
  categories: readonly CategoryNode[];
  onChange: (next: Filters) => void;
}

const SIMPLE_SORTS = ['relevance', 'sales', 'newest'] as const;

/** How many filters (not sorts) narrow the results. */
export const activeFilterCount = (f: Filters) => +f.inStockOnly + +f.promotionOnly + +(f.categoryId !== undefined);

/**
 * Sorts as toggle buttons (price flips between ↑ and ↓) on one row; the filters (native checkboxes
 * and select) fold behind a "Filters" button so the block never takes more than a row of the
 * results until the shopper opens it.
 */
export function SearchFilters({ value, categories, onChange }: Props) {
  const { t } = useT();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const set = (patch: Partial<Filters>) => onChange({ ...value, ...patch });
  const priceSort = value.sort === 'priceAsc' || value.sort === 'priceDesc';
  const active = activeFilterCount(value);
  return (
    <div className="search-filters">
      <div className="search-filters__row">
        <div className="search-sorts" role="group" aria-label={t('search:sortLabel')}>
          {SIMPLE_SORTS.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={value.sort === s}
              className="search-sort"
              data-testid={`sort-${s}`}
              onClick={() => set({ sort: s })}
            >
              {t(`search:sort.${s}`)}
            </button>
          ))}
          <button
            type="button"
            aria-pressed={priceSort}
            className="search-sort"
            data-testid="sort-price"
            onClick={() => set({ sort: value.sort === 'priceAsc' ? 'priceDesc' : 'priceAsc' })}
          >
            <span aria-hidden="true">
              {t('search:sort.price')} {value.sort === 'priceDesc' ? '↓' : '↑'}
            </span>
            <span className="visually-hidden">
              {t(value.sort === 'priceDesc' ? 'search:sort.priceDesc' : 'search:sort.priceAsc')}
            </span>
          </button>
        </div>
        <button
          type="button"
          className="search-filters__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          data-testid="filters-toggle"
        >
          <FilterOutline aria-hidden="true" />
          {active > 0 ? t('search:filtersActive', { count: active }) : t('search:filters')}
        </button>
      </div>
      <div className="search-toggles" id={panelId} hidden={!open}>
        <label className="search-toggle">
          <input
            type="checkbox"
            checked={value.inStockOnly}
            onChange={(e) => set({ inStockOnly: e.target.checked })}
            data-testid="filter-in-stock"
          />
          {t('search:inStockOnly')}
        </label>
        <label className="search-toggle">
          <input
            type="checkbox"
            checked={value.promotionOnly}
            onChange={(e) => set({ promotionOnly: e.target.checked })}
            data-testid="filter-promotion"
          />
          {t('search:promotionOnly')}
        </label>
        <label className="search-category">
          <span className="visually-hidden">{t('search:category')}</span>
          <select
            value={value.categoryId ?? ''}
            onChange={(e) => set({ categoryId: e.target.value ? Number(e.target.value) : undefined })}
            data-testid="filter-category"
          >
            <option value="">{t('search:allCategories')}</option>
            {flattenCategories(categories).map(({ node, depth }) => (
              <option key={node.id} value={node.id}>
                {'\u00a0\u00a0'.repeat(depth)}
                {node.name}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
