import 'i18next';
import type common from './locales/en-US/common.json';
import type order from './locales/en-US/order.json';
import type orderDetails from './locales/en-US/orderDetails.json';
import type address from './locales/en-US/address.json';
import type coupon from './locales/en-US/coupon.json';
import type login from './locales/en-US/login.json';
import type personalInfo from './locales/en-US/personalInfo.json';
import type search from './locales/en-US/search.json';
import type my from './locales/en-US/my.json';
import type profile from './locales/en-US/profile.json';
import type tabBar from './locales/en-US/tabBar.json';
import type product from './locales/en-US/product.json';
import type productDetails from './locales/en-US/productDetails.json';
import type cart from './locales/en-US/cart.json';
import type submitOrder from './locales/en-US/submitOrder.json';
import type orderResult from './locales/en-US/orderResult.json';
import type logistics from './locales/en-US/logistics.json';
import type creditLimit from './locales/en-US/creditLimit.json';
import type offline from './locales/en-US/offline.json';

// Keys are typed from en-US, so `t('common:confirm')` is checked and a typo fails typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      order: typeof order;
      orderDetails: typeof orderDetails;
      address: typeof address;
      coupon: typeof coupon;
      login: typeof login;
      personalInfo: typeof personalInfo;
      search: typeof search;
      my: typeof my;
      profile: typeof profile;
      tabBar: typeof tabBar;
      product: typeof product;
      productDetails: typeof productDetails;
      cart: typeof cart;
      submitOrder: typeof submitOrder;
      orderResult: typeof orderResult;
      logistics: typeof logistics;
      creditLimit: typeof creditLimit;
      offline: typeof offline;
    };
  }
}
