import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Menu } from 'antd';

const PAGES = ['promotions', 'coupons', 'freight', 'home'] as const;

/** The desk's four pages: promotions, coupons, freight activities, the Home page. */
export function DeskNav() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const page = useLocation().pathname.split('/')[2] ?? 'promotions';
  return (
    <nav aria-label={t('promotions.pages')}>
      <Menu
        mode="horizontal"
        selectedKeys={[PAGES.includes(page as never) ? page : 'promotions']}
        onClick={({ key }) => void navigate(key === 'promotions' ? '/promotions' : `/promotions/${key}`)}
        items={PAGES.map((key) => ({ key, label: t(`promotions.page.${key}`) }))}
        className="desk__nav"
      />
    </nav>
  );
}
