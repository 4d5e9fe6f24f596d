import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/** The catalogue's screens: products, the category tree, search words, import and export. */
export function CatalogueNav() {
  const { t } = useTranslation();
  const links = [
    { to: '/catalogue', label: t('catalogue.nav.products'), end: true },
    { to: '/catalogue/categories', label: t('catalogue.nav.categories'), end: false },
    { to: '/catalogue/words', label: t('catalogue.nav.words'), end: false },
    { to: '/catalogue/transfer', label: t('catalogue.nav.transfer'), end: false },
  ];
  return (
    <nav aria-label={t('catalogue.nav.label')} className="catalogue__nav">
      {links.map((l) => (
        <NavLink key={l.to} to={l.to} end={l.end} className="catalogue__nav-link">
          {l.label}
        </NavLink>
      ))}
    </nav>
  );
}
