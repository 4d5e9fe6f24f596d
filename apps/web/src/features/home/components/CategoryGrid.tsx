import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { useT } from '../../../i18n';
import { categoryTreeQuery } from '../../../lib/queries/categoryTree';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { thumbUrl } from '../../../components/Thumb';
import { Link } from 'react-router';

const ICON = 48;

/** Top-level categories as an icon grid; each opens search results filtered by it. */
export function CategoryGrid() {
  const { t } = useT();
  const locale = useLocaleStore((s) => s.locale);
  const tree = useQuery(categoryTreeQuery(locale));
  // As tall as the two rows of categories it stands for, so nothing below jumps when they arrive.
  if (tree.isPending) return <Skeleton animated className="home-categories__skeleton" />;
  if (!tree.data?.length) return null;
  return (
    <nav className="home-section home-categories" aria-label={t('common:home.categories')}>
      <ul>
        {tree.data.map((c) => (
          <li key={c.id}>
            <Link to={`/searchList?categoryId=${c.id}`} className="home-category" data-testid="home-category">
              {c.icon ? (
                <img src={thumbUrl(c.icon, ICON * 2)} width={ICON} height={ICON} alt="" loading="lazy" />
              ) : (
                <span className="home-category__letter" aria-hidden="true">
                  {[...c.name][0]}
                </span>
              )}
              <span className="home-category__name">{c.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
