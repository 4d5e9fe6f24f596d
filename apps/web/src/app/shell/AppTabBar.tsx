import { Link, useLocation } from 'react-router';
import { TabBar } from 'antd-mobile';
import { AppOutline, ShopbagOutline, UnorderedListOutline, UserOutline, GiftOutline } from 'antd-mobile-icons';
import type { ComponentType } from 'react';
import './AppTabBar.css';
import { useT } from '../../i18n';
import { useCartCount } from '../../lib/cart';
import { CartBadge } from '../../components/CartBadge';

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
 * antd-mobile's TabBar for the look; each item's content is a real link so that it is focusable,
 * named and opens in a new tab on long press, which antd's clickable divs are not.
 */
export function AppTabBar() {
  const { t } = useT();
  const { pathname } = useLocation();
  const cartCount = useCartCount();
  return (
    <nav className="app-tab-bar" aria-label={t('tabBar:label')}>
      <TabBar activeKey={pathname} safeArea>
        {TABS.map(({ key, path, Icon }) => (
          <TabBar.Item
            key={path}
            title={(active: boolean) => (
              <Link
                to={path}
                className="app-tab-bar__link"
                aria-current={active ? 'page' : undefined}
                data-testid={`tab-${key}`}
              >
                {key === 'cart' ? (
                  <CartBadge count={cartCount}>
                    <Icon aria-hidden />
                  </CartBadge>
                ) : (
                  <Icon aria-hidden />
                )}
                <span>{t(`tabBar:${key}`)}</span>
                {key === 'cart' && cartCount > 0 && (
                  <span className="visually-hidden">{t('tabBar:cartCount', { count: cartCount })}</span>
                )}
              </Link>
            )}
          />
        ))}
      </TabBar>
    </nav>
  );
}
