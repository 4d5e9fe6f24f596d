import {
  categoryTree as categoryTreeEndpoint,
  clearSearchHistory as clearSearchHistoryEndpoint,
  frequentPurchases,
  homeBanners,
  hotWords,
  promotionList,
  recommendList,
  searchHistory as searchHistoryEndpoint,
  skuDetail,
  skuSearch,
  specialListItems,
  specialLists,
} from '@storefront/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../plugins/route.js';
import { optionalMember, visitorOf } from '../../plugins/auth.js';
import { clearSearchHistory, listHotWords, listSearchHistory, recordSearch } from './catalogue.repository.js';
import { categoryTree, loadCategories } from './categories.service.js';
import { skuDetailOf } from './detail.service.js';
import {
  bannersFor,
  frequentlyBought,
  promotions,
  recommendations,
  specialListPage,
  specialListsOf,
} from './lists.service.js';
import { searchSkus } from './search.service.js';

/**
 * Whose search history: the member's, else the visitor's (GuestAuthorization), else nobody's.
 * The search endpoints are public; this identifies the caller, it never guards anything.
 */
async function historyOwner(req: FastifyRequest): Promise<string | null> {
  const member = await optionalMember(req);
  if (member) return `m:${member.memberId}`;
  const visitor = await visitorOf(req);
  return visitor ? `v:${visitor.visitorId}` : null;
}

export async function catalogueRoutes(app: FastifyInstance) {
  route(app, categoryTreeEndpoint, async ({ query, ctx }) =>
    categoryTree(await loadCategories(app.db), ctx.locale, query.parentId ?? null),
  );

  route(app, skuSearch, async ({ body, ctx, req }) => {
    const page = await searchSkus(app.db, ctx.locale, body);
    const keyword = body.keyword?.trim();
    // Only words that found something become recent searches: a mistyped or nonsense word would
    // otherwise be offered back to the shopper as if it led somewhere (issue 11 #22).
    if (keyword && body.pageNum === 1 && page.total > 0) {
      const owner = await historyOwner(req);
      if (owner) await recordSearch(app.db, owner, keyword);
    }
    return page;
  });

  route(app, skuDetail, ({ body, ctx }) => skuDetailOf(app.db, ctx.locale, body));
  route(app, recommendList, ({ query, ctx }) => recommendations(app.db, ctx.locale, query));
  route(app, promotionList, ({ query, ctx }) => promotions(app.db, ctx.locale, query));
  route(app, specialLists, ({ ctx }) => specialListsOf(app.db, ctx.locale));
  route(app, specialListItems, ({ query, ctx }) => specialListPage(app.db, ctx.locale, query));
  route(app, homeBanners, ({ query, ctx }) => bannersFor(app.db, ctx.locale, query.warehouseId));
  route(app, hotWords, async ({ ctx }) => (await listHotWords(app.db, ctx.locale)).map((h) => h.word));

  route(app, frequentPurchases, ({ query, ctx, actor }) => frequentlyBought(app.db, ctx.locale, actor.memberId, query));

  route(app, searchHistoryEndpoint, async ({ req }) => {
    const owner = await historyOwner(req);
    return owner ? (await listSearchHistory(app.db, owner)).map((h) => h.keyword) : [];
  });

  route(app, clearSearchHistoryEndpoint, async ({ req }) => {
    const owner = await historyOwner(req);
    if (owner) await clearSearchHistory(app.db, owner);
    return null;
  });
}
