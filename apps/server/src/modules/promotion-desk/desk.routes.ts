import {
  deskArrangeBanners,
  deskArrangeSpecialLists,
  deskBanners,
  deskRecommendations,
  deskRemoveBanner,
  deskRemoveSpecialList,
  deskSaveBanner,
  deskSaveSpecialList,
  deskSetRecommendations,
  deskSpecialList,
  deskSpecialLists,
  deskEndFreightActivity,
  deskFreightActivities,
  deskSaveFreightActivity,
  deskWarehouses,
  deskCoupon,
  deskCouponHolders,
  deskCoupons,
  deskGrantCoupon,
  deskSaveCoupon,
  deskEndPromotion,
  deskFindTargets,
  deskPromotion,
  deskPromotions,
  deskSavePromotion,
} from '@storefront/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../../plugins/auth.js';
import { route } from '../../plugins/route.js';
import type { DeskCtx } from './desk.ctx.js';
import { couponDetail, couponList, saveCoupon } from './coupon.service.js';
import { couponHolders, grantCoupon } from './grant.service.js';
import { arrangeCountryBanners, bannerList, removeBanner, saveBanner } from './banner.service.js';
import { recommendationList, setRecommendations } from './recommendation.service.js';
import {
  arrangeLists,
  removeSpecialList,
  saveSpecialList,
  specialListDetail,
  specialListList,
} from './special-list.service.js';
import { activityList, endFreightActivity, saveActivity, warehouseList } from './freight.service.js';
import { endPromotion, promotionDetail, promotionList, savePromotion } from './promotion.service.js';
import { findTargets } from './target.service.js';

/**
 * The promotion desk: promotions, coupons, freight activities and the Home page's curation, kept by
 * the catalogue staff (access `staff`, role `catalogue`: route() refuses anyone else first).
 */
export async function promotionDeskRoutes(app: FastifyInstance) {
  const d = ({ ctx, actor, req }: { ctx: { locale: DeskCtx['locale'] }; actor: Actor; req: FastifyRequest }) => ({
    db: app.db,
    locale: ctx.locale,
    staffId: actor.memberId,
    ip: req.ip,
    uploads: app.uploads,
  });
  route(app, deskFindTargets, (r) => findTargets(d(r), r.query));
  route(app, deskPromotions, (r) => promotionList(d(r), r.query));
  route(app, deskPromotion, (r) => promotionDetail(d(r), r.query.promotionId));
  route(app, deskSavePromotion, (r) => savePromotion(d(r), r.body));
  route(app, deskEndPromotion, (r) => endPromotion(d(r), r.body.promotionId));
  route(app, deskCoupons, (r) => couponList(d(r), r.query));
  route(app, deskCoupon, (r) => couponDetail(d(r), r.query.templateId));
  route(app, deskSaveCoupon, (r) => saveCoupon(d(r), r.body));
  route(app, deskCouponHolders, (r) => couponHolders(d(r), r.query));
  route(app, deskGrantCoupon, (r) => grantCoupon(d(r), r.body));
  route(app, deskWarehouses, (r) => warehouseList(d(r)));
  route(app, deskFreightActivities, (r) => activityList(d(r), r.query));
  route(app, deskSaveFreightActivity, (r) => saveActivity(d(r), r.body));
  route(app, deskEndFreightActivity, (r) => endFreightActivity(d(r), r.body.activityId));
  route(app, deskBanners, (r) => bannerList(d(r), r.query.countryCode));
  route(app, deskSaveBanner, (r) => saveBanner(d(r), r.body));
  route(app, deskRemoveBanner, (r) => removeBanner(d(r), r.body.bannerId));
  route(app, deskArrangeBanners, (r) => arrangeCountryBanners(d(r), r.body));
  route(app, deskSpecialLists, (r) => specialListList(d(r)));
  route(app, deskSpecialList, (r) => specialListDetail(d(r), r.query.listId));
  route(app, deskSaveSpecialList, (r) => saveSpecialList(d(r), r.body));
  route(app, deskRemoveSpecialList, (r) => removeSpecialList(d(r), r.body.listId));
  route(app, deskArrangeSpecialLists, (r) => arrangeLists(d(r), r.body.listIds));
  route(app, deskRecommendations, (r) => recommendationList(d(r), r.query.countryCode));
  route(app, deskSetRecommendations, (r) => setRecommendations(d(r), r.body));
}
