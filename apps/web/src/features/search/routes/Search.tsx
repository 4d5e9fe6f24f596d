import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { dialog } from '../../../lib/overlays';
import { DeleteOutline } from 'antd-mobile-icons';
import { Screen } from '../../../components/Screen';
import { useT } from '../../../i18n';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { useWarehouseId } from '../../../lib/stores/warehouse.store';
import { useClearSearchHistory } from '../api/clearSearchHistory';
import { useHotWords } from '../api/hotWords';
import { useSearchHistory } from '../api/searchHistory';
import { useSuggestions } from '../api/suggest';
import { SearchForm } from '../components/SearchForm';
import { Suggestions } from '../components/Suggestions';
import { WordChips } from '../components/WordChips';
import './Search.css';

/** How long typing must pause before suggestions are asked for: one request per pause, not per letter. */
const SUGGEST_PAUSE_MS = 200;

/** `value`, once it has stopped changing for `ms`. */
function useSettled(value: string, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Search: the field (focused); while it is empty, recent searches with a confirmed clear and
 * popular words; while the shopper types, suggestions (product names and categories).
 */
export function Search() {
  const { t } = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const locale = useLocaleStore((s) => s.locale);
  const history = useSearchHistory();
  const hot = useHotWords(locale);
  const clear = useClearSearchHistory();
  const warehouseId = useWarehouseId();
  const [typed, setTyped] = useState(params.get('keyword') ?? '');
  const keyword = useSettled(typed.trim(), SUGGEST_PAUSE_MS);
  const suggestions = useSuggestions(locale, keyword, warehouseId);
  const suggesting = typed.trim().length > 0;

  const go = (keyword: string) => void navigate(`/searchList?keyword=${encodeURIComponent(keyword)}`);
  const confirmClear = async () => {
    const ok = await dialog.confirm({
      'aria-label': t('search:clearConfirm'),
      content: t('search:clearConfirm'),
      confirmText: t('search:clear'),
      cancelText: t('common:cancel'),
    });
    if (ok) clear.mutate();
  };

  return (
    <Screen title={t('search:title')}>
      <div className="search-page">
        <SearchForm initial={params.get('keyword') ?? ''} autoFocus onSubmit={go} onChange={setTyped} />
        {suggesting && suggestions.data && (
          <Suggestions
            suggestions={suggestions.data}
            onProduct={go}
            onCategory={(id) => void navigate(`/searchList?categoryId=${id}`)}
          />
        )}
        {!suggesting && !!history.data?.length && (
          <section className="search-block" aria-labelledby="search-history">
            <div className="search-block__head">
              <h2 id="search-history">{t('search:history')}</h2>
              <button
                type="button"
                className="search-block__clear"
                onClick={() => void confirmClear()}
                disabled={clear.isPending}
                data-testid="search-history-clear"
              >
                <DeleteOutline aria-hidden="true" />
                {t('search:clear')}
              </button>
            </div>
            <WordChips words={history.data} onPick={go} testId="search-history-word" />
          </section>
        )}
        {!suggesting && !!hot.data?.length && (
          <section className="search-block" aria-labelledby="search-hot">
            <div className="search-block__head">
              <h2 id="search-hot">{t('search:hotWords')}</h2>
            </div>
            <WordChips words={hot.data} onPick={go} testId="search-hot-word" />
          </section>
        )}
      </div>
    </Screen>
  );
}
