import { useLocation } from 'react-router';
import { AppOutline, ShopbagOutline, UnorderedListOutline, UserOutline, GiftOutline } from 'antd-mobile-icons';
import type { ComponentType, ReactNode } from 'react';
import './AppTabBar.css';
import { useT } from '../../i18n';
import { useCartCount } from '../../lib/cart';
import { CartBadge } from '../../components/CartBadge';
import { Link } from 'react-router';

type TabKey = 'home' | 'cart' | 'orders' | 'profile' | 'promotion';

/** Spec §2 bottom tab bar: home, cart, orders, profile, promotion. */
export const TABS: { key: TabKey; path: string; Icon: ComponentType<{ 'aria-hidden'?: boolean }> }[] = [
  { key: 'home', path: '/', Icon: AppOutline },
  { key: 'cart', path: '/shoppingCart', Icon: ShopbagOutline },
  { key: 'orders', path: '/orderList', Icon: UnorderedListOutline },
  { key: 'profile', path: '/my', Icon: UserOutline },
  { key: 'promotion', path: '/promotion', Icon: GiftOutline },
];

/**
 * Five links in antd-mobile's tab bar look, drawn by hand: antd's TabBar wrapped each
 * link in three elements of its own, walked its children and brought its Badge and SafeArea along,
 * which made the tab bar the second-longest part of a first visit's hydration. A link is focusable,
 * named and opens in a new tab on long press; the current tab is `aria-current="page"`.
 */
export function AppTabBar() {
  const { t } = useT();
  const { pathname } = useLocation();
  return (
    <nav className="app-tab-bar" aria-label={t('tabBar:label')}>
      {TABS.map(({ key, path, Icon }) => (
        <Link
          key={path}
          to={path}
          className="app-tab-bar__link"
          aria-current={pathname === path ? 'page' : undefined}
          data-testid={`tab-${key}`}
        >
          {key === 'cart' ? (
            <CartTab label={t('tabBar:cart')}>
              <Icon aria-hidden />
            </CartTab>
          ) : (
            <>
              <Icon aria-hidden />
              <span>{t(`tabBar:${key}`)}</span>
            </>
          )}
        </Link>
      ))}
    </nav>
  );
}

/**
 * The cart tab's content, a component of its own: the count is this browser's (drawn once the page
 * is hydrated), and its change draws these few elements again, not the tab bar.
 */
function CartTab({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useT();
  const cartCount = useCartCount();
  return (
    <>
      <CartBadge count={cartCount}>{children}</CartBadge>
      <span>{label}</span>
      {cartCount > 0 && <span className="visually-hidden">{t('tabBar:cartCount', { count: cartCount })}</span>}
    </>
  );
}
