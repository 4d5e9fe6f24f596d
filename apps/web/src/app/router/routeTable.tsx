import type { ComponentType } from 'react';
import type { AppT } from '../../i18n';
import { PlaceholderScreen } from '../../components/PlaceholderScreen';
import { Home } from '../../features/home/routes/Home';
import type { RouteAccess } from './guards';

export type RouteName =
  | 'Home'
  | 'Search'
  | 'SearchList'
  | 'Promotion'
  | 'SpecialList'
  | 'OrderList'
  | 'My'
  | 'ProductDetails'
  | 'ShoppingCart'
  | 'OrderDetails'
  | 'Login'
  | 'ForgotPassword'
  | 'Coupon'
  | 'Address'
  | 'AddAddress'
  | 'SetLanguage'
  | 'SubmitOrder'
  | 'OrderResult'
  | 'TransferVoucher'
  | 'CustomerOrderProxy'
  | 'PersonalInfo'
  | 'UserInfo'
  | 'PrivacyAgreement'
  | 'FrequentPurchases'
  | 'TransferPage'
  | 'CreditLimit';

export interface AppRoute extends RouteAccess {
  path: string;
  name: RouteName;
  /** Shows the bottom tab bar instead of a back button. */
  tab?: boolean;
  title: (t: AppT) => string;
  /**
   * The screen: `Component` for the first screen (home, in the main bundle); `load` for every other
   * one, so each screen's code downloads only when it is first opened. Later issues replace
   * `placeholder(...)` with their screen.
   */
  Component?: ComponentType;
  load?: () => Promise<ComponentType>;
}

/** A decent stand-in for a screen a later issue owns; knows its name, title and tab status. */
function placeholder(route: Omit<AppRoute, 'Component'>): AppRoute {
  const Component = () => <PlaceholderScreen name={route.name} title={route.title} tab={route.tab} />;
  Component.displayName = `${route.name}Placeholder`;
  return { ...route, Component };
}

/** Every route of spec §2, in its order, with its name and access rule. */
export const routeTable: AppRoute[] = [
  { path: '/', name: 'Home', tab: true, title: (t) => t('common:title.home'), Component: Home },
  {
    path: '/search',
    name: 'Search',
    title: (t) => t('search:title'),
    load: () => import('../../features/search/routes/Search').then((m) => m.Search),
  },
  {
    path: '/searchList',
    name: 'SearchList',
    title: (t) => t('search:resultsTitle'),
    load: () => import('../../features/search/routes/SearchList').then((m) => m.SearchList),
  },
  {
    path: '/promotion',
    name: 'Promotion',
    tab: true,
    title: (t) => t('product:promotionTitle'),
    load: () => import('../../features/promotion/routes/Promotion').then((m) => m.Promotion),
  },
  {
    path: '/specialList',
    name: 'SpecialList',
    title: (t) => t('product:specialTitle'),
    load: () => import('../../features/special/routes/SpecialList').then((m) => m.SpecialList),
  },
  placeholder({ path: '/orderList', name: 'OrderList', tab: true, title: (t) => t('order:title') }),
  {
    path: '/my',
    name: 'My',
    auth: true,
    tab: true,
    title: (t) => t('my:title'),
    load: () => import('../../features/my/routes/My').then((m) => m.My),
  },
  {
    path: '/productDetails',
    name: 'ProductDetails',
    title: (t) => t('productDetails:title'),
    load: () => import('../../features/product/routes/ProductDetails').then((m) => m.ProductDetails),
  },
  placeholder({ path: '/shoppingCart', name: 'ShoppingCart', tab: true, title: (t) => t('cart:title') }),
  placeholder({ path: '/orderDetails', name: 'OrderDetails', title: (t) => t('orderDetails:title') }),
  {
    path: '/login',
    name: 'Login',
    title: (t) => t('login:title'),
    load: () => import('../../features/auth/routes/Login').then((m) => m.Login),
  },
  {
    path: '/forgotPassword',
    name: 'ForgotPassword',
    title: (t) => t('login:forgotPasswordTitle'),
    load: () => import('../../features/auth/routes/ForgotPassword').then((m) => m.ForgotPassword),
  },
  placeholder({ path: '/coupon', name: 'Coupon', auth: true, title: (t) => t('coupon:title') }),
  placeholder({ path: '/address', name: 'Address', auth: true, title: (t) => t('address:title') }),
  placeholder({ path: '/addAddress', name: 'AddAddress', auth: true, title: (t) => t('address:addTitle') }),
  {
    path: '/setLanguage',
    name: 'SetLanguage',
    title: (t) => t('common:title.setLanguage'),
    load: () => import('../../features/locale/routes/SetLanguage').then((m) => m.SetLanguage),
  },
  placeholder({ path: '/submitOrder', name: 'SubmitOrder', auth: false, title: (t) => t('submitOrder:title') }),
  placeholder({ path: '/orderResult', name: 'OrderResult', title: (t) => t('orderResult:title') }),
  placeholder({ path: '/transferVoucher', name: 'TransferVoucher', title: (t) => t('order:transferVoucherTitle') }),
  {
    path: '/customerOrderProxy',
    name: 'CustomerOrderProxy',
    title: (t) => t('my:customerOrderProxyTitle'),
    load: () => import('../../features/my/routes/CustomerOrderProxy').then((m) => m.CustomerOrderProxy),
  },
  {
    path: '/personalInfo',
    name: 'PersonalInfo',
    auth: true,
    allowWithQuery: 'phone',
    title: (t) => t('personalInfo:title'),
    load: () => import('../../features/profile/routes/PersonalInfo').then((m) => m.PersonalInfo),
  },
  {
    path: '/userInfo',
    name: 'UserInfo',
    auth: true,
    title: (t) => t('profile:title'),
    load: () => import('../../features/profile/routes/UserInfo').then((m) => m.UserInfo),
  },
  {
    path: '/privacyAgreement',
    name: 'PrivacyAgreement',
    title: (t) => t('common:title.privacyAgreement'),
    load: () => import('../../features/settings/routes/PrivacyAgreement').then((m) => m.PrivacyAgreement),
  },
  {
    path: '/frequentPurchases',
    name: 'FrequentPurchases',
    auth: true,
    title: (t) => t('product:frequentTitle'),
    load: () => import('../../features/frequent/routes/FrequentPurchases').then((m) => m.FrequentPurchases),
  },
  {
    path: '/transferPage',
    name: 'TransferPage',
    title: (t) => t('common:title.transferPage'),
    load: () => import('../../features/transfer/routes/TransferPage').then((m) => m.TransferPage),
  },
  placeholder({ path: '/creditLimit', name: 'CreditLimit', title: (t) => t('creditLimit:title') }),
];

export const TAB_PATHS = routeTable.filter((r) => r.tab).map((r) => r.path);
