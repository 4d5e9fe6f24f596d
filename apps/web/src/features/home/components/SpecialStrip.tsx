import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n';
import { specialListsQuery } from '../../../lib/queries/specialLists';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { Link } from 'react-router';

/** Curated lists as tiles; each opens /specialList?id=. */
export function SpecialStrip() {
  const { t } = useT();
  const locale = useLocaleStore((s) => s.locale);
  const lists = useQuery(specialListsQuery(locale));
  if (!lists.data?.length) return null;
  return (
    <section className="home-section" aria-labelledby="home-specials">
      <div className="home-section__head">
        <h2 id="home-specials">{t('common:home.specials')}</h2>
      </div>
      <ul className="home-specials">
        {lists.data.map((l) => (
          <li key={l.id}>
            <Link to={`/specialList?id=${l.id}`} className="home-special" data-testid="home-special">
              <span className="home-special__title">{l.title}</span>
              <span className="home-special__subtitle">{l.subtitle}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
