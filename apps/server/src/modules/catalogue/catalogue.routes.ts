import {
  categoryTree as categoryTreeEndpoint,
  clearSearchHistory as clearSearchHistoryEndpoint,
  frequentPurchases,
  homeBanners,
  hotWords,
  promotionList,
  recommendList,
  searchHistory as searchHistoryEndpoint,
  searchSuggest,
  skuDetail,
  skuSearch,
  specialListItems,
  specialLists,
} from '@storefront/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { optionalMember, visitorOf } from '../../plugins/auth.js';
import type { RequestContext } from '../../plugins/request-context.js';
import { route } from '../../plugins/route.js';
import type { CatalogueCtx } from './catalogue.ctx.js';
import { categoryTreeOf } from './categories.service.js';
import { skuDetailOf } from './detail.service.js';
import {
  bannersFor,
  frequentlyBought,
  promotions,
  recommendations,
  specialListPage,
  specialListsOf,
} from './lists.service.js';
import { clearSearchHistoryOf, hotWordsOf, type Searcher, searchHistoryOf, searchSkus } from './search.service.js';
import { suggestAsTyped } from './suggest.service.js';

/**
 * Whose search history: the member's, else the visitor's (GuestAuthorization), else nobody's.
 * The search endpoints are public; this identifies the caller, it never guards anything.
 */
const searcherOf =
  (req: FastifyRequest): Searcher =>
  async () => {
    const member = await optionalMember(req);
    if (member) return `m:${member.memberId}`;
    const visitor = await visitorOf(req);
    return visitor ? `v:${visitor.visitorId}` : null;
  };

export async function catalogueRoutes(app: FastifyInstance) {
  const c = (ctx: RequestContext): CatalogueCtx => ({ db: app.db, locale: ctx.locale });

  route(app, categoryTreeEndpoint, ({ query, ctx }) => categoryTreeOf(c(ctx), query.parentId ?? null));
  route(app, skuSearch, ({ body, ctx, req }) => searchSkus(c(ctx), searcherOf(req), body));
  route(app, skuDetail, ({ body, ctx }) => skuDetailOf(c(ctx), body));
  route(app, recommendList, ({ query, ctx }) => recommendations(c(ctx), query));
  route(app, promotionList, ({ query, ctx }) => promotions(c(ctx), query));
  route(app, specialLists, ({ ctx }) => specialListsOf(c(ctx)));
  route(app, specialListItems, ({ query, ctx }) => specialListPage(c(ctx), query));
  route(app, homeBanners, ({ query, ctx }) => bannersFor(c(ctx), query.warehouseId));
  route(app, hotWords, ({ ctx }) => hotWordsOf(c(ctx)));
  route(app, searchSuggest, ({ query, ctx }) => suggestAsTyped(c(ctx), query));
  route(app, frequentPurchases, ({ query, ctx, actor }) => frequentlyBought(c(ctx), actor.memberId, query));
  route(app, searchHistoryEndpoint, ({ ctx, req }) => searchHistoryOf(c(ctx), searcherOf(req)));
  route(app, clearSearchHistoryEndpoint, ({ ctx, req }) => clearSearchHistoryOf(c(ctx), searcherOf(req)));
}
