import type { ReactNode } from 'react';
import type { SearchSuggestions } from '@storefront/contract';
import { AppstoreOutline, SearchOutline } from 'antd-mobile-icons';
import { Highlight, type Range } from '../../../components/Highlight';
import { useT } from '../../../i18n';

interface Props {
  suggestions: SearchSuggestions;
  onProduct: (text: string) => void;
  onCategory: (id: number) => void;
}

/**
 * What the shopper may mean, under the field as they type: product names (tap: search for it) and
 * categories (tap: list the category), with the typed letters in bold. Plain buttons in a list, so
 * a screen reader announces each with its kind and a keyboard reaches each with Tab.
 */
export function Suggestions({ suggestions, onProduct, onCategory }: Props) {
  const { t } = useT();
  const { products, categories } = suggestions;
  if (products.length === 0 && categories.length === 0) return null;
  return (
    <section className="search-suggest" aria-labelledby="search-suggest-title" data-testid="search-suggestions">
      <h2 id="search-suggest-title" className="visually-hidden">
        {t('search:suggestions')}
      </h2>
      <ul>
        {categories.map((c) => (
          <Suggestion
            key={`c${c.id}`}
            icon={<AppstoreOutline aria-hidden="true" />}
            text={c.text}
            highlights={c.highlights}
            kind={t('search:category')}
            onClick={() => onCategory(c.id)}
            testId="search-suggest-category"
          />
        ))}
        {products.map((p) => (
          <Suggestion
            key={`p${p.text}`}
            icon={<SearchOutline aria-hidden="true" />}
            text={p.text}
            highlights={p.highlights}
            onClick={() => onProduct(p.text)}
            testId="search-suggest-product"
          />
        ))}
      </ul>
    </section>
  );
}

interface SuggestionProps {
  icon: ReactNode;
  text: string;
  highlights: readonly Range[];
  /** What it is, when not a product name ("Category"). */
  kind?: string;
  onClick: () => void;
  testId: string;
}

function Suggestion({ icon, text, highlights, kind, onClick, testId }: SuggestionProps) {
  return (
    <li>
      <button type="button" className="search-suggest__item" onClick={onClick} data-testid={testId}>
        {icon}
        <span className="search-suggest__text">
          <Highlight text={text} ranges={highlights} />
        </span>
        {kind && <span className="search-suggest__kind">{kind}</span>}
      </button>
    </li>
  );
}
