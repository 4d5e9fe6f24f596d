import type { ComponentType } from 'react';
import type { AppT } from '../../i18n';
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
  /** The document title's first part (`<title> · <shop>`); empty: the shop's name alone. */
  title: (t: AppT) => string;
  /**
   * `shop`: the screen shows only the shop's texts (SHOP_NAMESPACES, i18n/namespaces.ts), which
   * come with the locale. Any other screen waits for the rest of them before it is drawn.
   */
  texts?: 'shop';
  /**
   * The screen: `Component` for the first screen (home, in the main bundle); `load` for every other
   * one, so each screen's code downloads only when it is first opened.
   */
  Component?: ComponentType;
  load?: () => Promise<ComponentType>;
}

/** Every route of spec §2, in its order, with its name and access rule. */
export const routeTable: AppRoute[] = [
  // The shop's own page: its name alone is the title, as the server writes it and search results show it.
  { path: '/', name: 'Home', texts: 'shop', tab: true, title: () => '', Component: Home },
  {
    path: '/search',
    name: 'Search',
    texts: 'shop',
    title: (t) => t('search:title'),
    load: () => import('../../features/search/routes/Search').then((m) => m.Search),
  },
  {
    path: '/searchList',
    name: 'SearchList',
    texts: 'shop',
    title: (t) => t('search:resultsTitle'),
    load: () => import('../../features/search/routes/SearchList').then((m) => m.SearchList),
  },
  {
    path: '/promotion',
    name: 'Promotion',
    texts: 'shop',
    tab: true,
    title: (t) => t('product:promotionTitle'),
    load: () => import('../../features/promotion/routes/Promotion').then((m) => m.Promotion),
  },
  {
    path: '/specialList',
    name: 'SpecialList',
    texts: 'shop',
    title: (t) => t('product:specialTitle'),
    load: () => import('../../features/special/routes/SpecialList').then((m) => m.SpecialList),
  },
  {
    path: '/orderList',
    name: 'OrderList',
    tab: true,
    title: (t) => t('order:title'),
    load: () => import('../../features/order/routes/OrderList').then((m) => m.OrderList),
  },
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
    texts: 'shop',
    title: (t) => t('productDetails:title'),
    load: () => import('../../features/product/routes/ProductDetails').then((m) => m.ProductDetails),
  },
  {
    path: '/shoppingCart',
    name: 'ShoppingCart',
    texts: 'shop',
    tab: true,
    title: (t) => t('cart:title'),
    load: () => import('../../features/cart/routes/ShoppingCart').then((m) => m.ShoppingCart),
  },
  {
    path: '/orderDetails',
    name: 'OrderDetails',
    title: (t) => t('orderDetails:title'),
    load: () => import('../../features/order/routes/OrderDetails').then((m) => m.OrderDetails),
  },
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
  {
    path: '/coupon',
    name: 'Coupon',
    auth: true,
    title: (t) => t('coupon:title'),
    load: () => import('../../features/coupon/routes/Coupon').then((m) => m.Coupon),
  },
  {
    path: '/address',
    name: 'Address',
    auth: true,
    title: (t) => t('address:title'),
    load: () => import('../../features/address/routes/Address').then((m) => m.Address),
  },
  {
    path: '/addAddress',
    name: 'AddAddress',
    auth: true,
    title: (t) => t('address:addTitle'),
    load: () => import('../../features/address/routes/AddAddress').then((m) => m.AddAddress),
  },
  {
    path: '/setLanguage',
    name: 'SetLanguage',
    title: (t) => t('common:title.setLanguage'),
    load: () => import('../../features/locale/routes/SetLanguage').then((m) => m.SetLanguage),
  },
  {
    path: '/submitOrder',
    name: 'SubmitOrder',
    auth: false,
    title: (t) => t('submitOrder:title'),
    load: () => import('../../features/order/routes/SubmitOrder').then((m) => m.SubmitOrder),
  },
  {
    path: '/orderResult',
    name: 'OrderResult',
    title: (t) => t('orderResult:title'),
    load: () => import('../../features/order/routes/OrderResult').then((m) => m.OrderResult),
  },
  // The spec names this route and screen; the code calls it the transfer receipt.
  {
    path: '/transferVoucher',
    name: 'TransferVoucher',
    title: (t) => t('order:transferReceiptTitle'),
    load: () => import('../../features/order/routes/TransferReceipt').then((m) => m.TransferReceipt),
  },
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
    load: () => import('../../features/member/routes/PersonalInfo').then((m) => m.PersonalInfo),
  },
  {
    path: '/userInfo',
    name: 'UserInfo',
    auth: true,
    title: (t) => t('profile:title'),
    load: () => import('../../features/member/routes/UserInfo').then((m) => m.UserInfo),
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
  {
    path: '/creditLimit',
    name: 'CreditLimit',
    title: (t) => t('creditLimit:title'),
    load: () => import('../../features/credit/routes/CreditLimit').then((m) => m.CreditLimit),
  },
];

export const TAB_PATHS = routeTable.filter((r) => r.tab).map((r) => r.path);
