import {
  merchandisingAddPicture,
  merchandisingAdjustStock,
  merchandisingArrangePictures,
  merchandisingCancelScheduledPrice,
  merchandisingCategories,
  merchandisingCategoryTree,
  merchandisingCreateProduct,
  merchandisingCreateSku,
  merchandisingMoveCategory,
  merchandisingProduct,
  merchandisingProducts,
  merchandisingSaveCategory,
  merchandisingSaveOption,
  merchandisingSaveSynonyms,
  merchandisingSearchMisses,
  merchandisingSynonyms,
  merchandisingRemoveSynonyms,
  merchandisingRemoveCategory,
  merchandisingRemoveSku,
  merchandisingSaveProduct,
  merchandisingSaveSku,
  merchandisingSchedulePrice,
  merchandisingSetLowStock,
  merchandisingSetPrice,
  merchandisingShelve,
  merchandisingStockHistory,
  merchandisingUnits,
  merchandisingExport,
  merchandisingImport,
  MAX_IMPORT_BYTES,
} from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../plugins/auth.js';
import type { RequestContext } from '../../plugins/request-context.js';
import { route } from '../../plugins/route.js';
import type { MerchandisingCtx } from './merchandising.ctx.js';
import { addPicture, arrangePictures } from './picture.service.js';
import { setPrice } from './price.service.js';
import { createProduct, createSku } from './creation.service.js';
import { saveOption } from './option.service.js';
import { categoryList, productDetail, productList, saveProduct, shelve } from './product.service.js';
import { saveSku, unitList } from './sku.service.js';
import { removeSku } from './retire.service.js';
import { removeCategory } from './category-removal.service.js';
import { cancelScheduledPrice, schedulePrice } from './schedule.service.js';
import { categoryTree, moveCategory, saveCategory } from './category.service.js';
import { removeSynonyms, saveSynonyms, searchMisses, synonymsOf } from './words.service.js';
import { exportCatalogue, importCatalogue } from './transfer.service.js';
import { adjustStock, setLowStock, stockHistory } from './stock.service.js';

/** The catalogue staff's API (access `staff`, role `catalogue`: route() refuses anyone else first). */
export async function merchandisingRoutes(app: FastifyInstance) {
  const m = (ctx: RequestContext, actor: Actor, ip: string): MerchandisingCtx => ({
    db: app.db,
    locale: ctx.locale,
    staffId: actor.memberId,
    ip,
    uploads: app.uploads,
  });
  route(app, merchandisingProducts, ({ query, ctx, actor, req }) => productList(m(ctx, actor, req.ip), query));
  route(app, merchandisingCategories, ({ ctx, actor, req }) => categoryList(m(ctx, actor, req.ip)));
  route(app, merchandisingProduct, ({ query, ctx }) => productDetail(app.db, ctx.locale, query.productId));
  route(app, merchandisingSaveProduct, ({ body, ctx, actor, req }) => saveProduct(m(ctx, actor, req.ip), body));
  route(app, merchandisingSaveSku, ({ body, ctx, actor, req }) => saveSku(m(ctx, actor, req.ip), body));
  route(app, merchandisingRemoveSku, ({ body, ctx, actor, req }) => removeSku(m(ctx, actor, req.ip), body.skuId));
  route(app, merchandisingShelve, ({ body, ctx, actor, req }) => shelve(m(ctx, actor, req.ip), body));
  route(app, merchandisingSetPrice, ({ body, ctx, actor, req }) => setPrice(m(ctx, actor, req.ip), body));
  route(app, merchandisingAdjustStock, ({ body, ctx, actor, req }) => adjustStock(m(ctx, actor, req.ip), body));
  route(app, merchandisingSetLowStock, ({ body, ctx, actor, req }) => setLowStock(m(ctx, actor, req.ip), body));
  route(app, merchandisingAddPicture, ({ body, ctx, actor, req }) => addPicture(m(ctx, actor, req.ip), body));
  route(app, merchandisingArrangePictures, ({ body, ctx, actor, req }) => arrangePictures(m(ctx, actor, req.ip), body));
  route(app, merchandisingCreateProduct, ({ body, ctx, actor, req }) => createProduct(m(ctx, actor, req.ip), body));
  route(app, merchandisingSaveOption, ({ body, ctx, actor, req }) => saveOption(m(ctx, actor, req.ip), body));
  route(app, merchandisingCreateSku, ({ body, ctx, actor, req }) => createSku(m(ctx, actor, req.ip), body));
  route(app, merchandisingUnits, ({ ctx, actor, req }) => unitList(m(ctx, actor, req.ip)));
  route(app, merchandisingSchedulePrice, ({ body, ctx, actor, req }) => schedulePrice(m(ctx, actor, req.ip), body));
  route(app, merchandisingCancelScheduledPrice, ({ body, ctx, actor, req }) =>
    cancelScheduledPrice(m(ctx, actor, req.ip), body),
  );
  route(app, merchandisingCategoryTree, () => categoryTree(app.db));
  route(app, merchandisingSaveCategory, ({ body, ctx, actor, req }) => saveCategory(m(ctx, actor, req.ip), body));
  route(app, merchandisingMoveCategory, ({ body, ctx, actor, req }) => moveCategory(m(ctx, actor, req.ip), body));
  route(app, merchandisingRemoveCategory, ({ body, ctx, actor, req }) =>
    removeCategory(m(ctx, actor, req.ip), body.categoryId),
  );
  route(app, merchandisingSynonyms, ({ query, ctx, actor, req }) => synonymsOf(m(ctx, actor, req.ip), query.locale));
  route(app, merchandisingSaveSynonyms, ({ body, ctx, actor, req }) => saveSynonyms(m(ctx, actor, req.ip), body));
  route(app, merchandisingRemoveSynonyms, ({ body, ctx, actor, req }) => removeSynonyms(m(ctx, actor, req.ip), body));
  route(app, merchandisingSearchMisses, ({ query, ctx, actor, req }) => searchMisses(m(ctx, actor, req.ip), query));
  route(app, merchandisingExport, ({ query, ctx, actor, req }) => exportCatalogue(m(ctx, actor, req.ip), query));
  // The file travels as text in the body: room for it and its JSON quoting.
  route(app, merchandisingImport, ({ body, ctx, actor, req }) => importCatalogue(m(ctx, actor, req.ip), body), {
    bodyLimit: 2 * MAX_IMPORT_BYTES,
  });
  route(app, merchandisingStockHistory, ({ query, ctx, actor, req }) => stockHistory(m(ctx, actor, req.ip), query));
}
