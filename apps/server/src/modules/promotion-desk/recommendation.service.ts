import type { DeskRecommendations } from '@storefront/contract';
import { invalidField } from '../../lib/errors.js';
import { audit, type DeskCtx, inTransaction } from './desk.ctx.js';
import { currencyOf } from './desk.money.js';
import { pinnedIds, pricedIn, setPinned } from './home.repository.js';
import { checkSkuIds } from './home.rules.js';
import { skuTargets } from './target.service.js';

const answer = async (ctx: DeskCtx, countryCode: string): Promise<DeskRecommendations> => ({
  countryCode,
  items: await skuTargets(ctx, await pinnedIds(ctx.db, countryCode), countryCode),
});

export async function recommendationList(ctx: DeskCtx, countryCode: string) {
  return answer(ctx, (await currencyOf(ctx.db, countryCode, 'querystring.countryCode')).countryCode);
}

/**
 * The SKUs a country's Home recommendations show first, in order, each sold there; audited. The
 * `home_recommendation` trigger bumps the catalogue version, so the shop's cached choice of best
 * sellers is read again with them first.
 */
export async function setRecommendations(ctx: DeskCtx, body: { countryCode: string; skuIds: number[] }) {
  const { countryCode } = await currencyOf(ctx.db, body.countryCode);
  await checkSkuIds(ctx.db, body.skuIds, 'body.skuIds');
  const sold = await pricedIn(ctx.db, body.skuIds, countryCode);
  const unsold = body.skuIds.findIndex((id) => !sold.has(id));
  if (unsold >= 0) throw invalidField(`body.skuIds.${unsold}`, 'desk.notSoldThere');
  await inTransaction(ctx, async (db) => {
    const before = await pinnedIds(db, countryCode);
    await setPinned(db, countryCode, body.skuIds);
    await audit(db, ctx, 'catalogue.recommendations', `recommendations:${countryCode}`, {
      before,
      after: body.skuIds,
    });
  });
  return answer(ctx, countryCode);
}
