import {
  cartAdd,
  cartDelete,
  cartMerge,
  cartPricing,
  cartSelect,
  cartTotalQuantity,
  cartUpdateQuantity,
} from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.js';
import {
  addToCart,
  cartTotalQuantity as totalOf,
  deleteFromCart,
  mergeIntoCart,
  priceCartOf,
  selectInCart,
  updateQuantity,
} from './cart.service.js';

export async function cartRoutes(app: FastifyInstance) {
  route(app, cartAdd, ({ body, actor }) => addToCart(app.db, actor, body));
  route(app, cartUpdateQuantity, ({ body, actor }) => updateQuantity(app.db, actor, body));
  route(app, cartDelete, ({ body, actor }) => deleteFromCart(app.db, actor, body));
  route(app, cartSelect, ({ body, actor }) => selectInCart(app.db, actor, body));
  route(app, cartTotalQuantity, ({ query, actor }) => totalOf(app.db, actor, query.warehouseId));
  route(app, cartMerge, ({ body, actor }) => mergeIntoCart(app.db, actor, body));
  route(app, cartPricing, ({ body, ctx, actor, visitor }) => priceCartOf(app.db, ctx.locale, { actor, visitor }, body));
}
