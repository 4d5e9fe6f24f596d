import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { page, pageQuery } from './envelope.js';
import { PROMOTION_KINDS, SKU_SORTS } from './constants.js';

/** A category node; the tree is two or three levels deep. */
export interface CategoryNode {
  id: number;
  name: string;
  icon: string | null;
  /** Beer and wine: buyers must be 18 (UNDER_18_CATEGORY_ID and its children). */
  is18Plus: boolean;
  children: CategoryNode[];
}
export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    icon: z.string().nullable(),
    is18Plus: z.boolean(),
    children: z.array(categoryNodeSchema),
  }),
);

export const categoryTree = endpoint({
  method: 'GET',
  path: '/product/category/listWithChildren',
  access: 'public',
  summary: 'The category tree in the request locale (or the subtree under parentId)',
  tags: ['catalogue'],
  query: z.object({ parentId: z.coerce.number().int().positive().optional() }),
  data: z.array(categoryNodeSchema),
});

export const promotionKindSchema = z.enum(PROMOTION_KINDS);

/**
 * A product in a list (search, recommendations, promotions, special lists, frequent purchases),
 * shown by one of its SKUs: of the product's SKUs that pass the list's filters, the one the list's
 * sort ranks first (the cheapest by price ascending, the best seller by sales, one in stock under
 * an in-stock filter). Each product appears once and totals count products. `productSkuId`,
 * `price`, `stock`, `spec` are that SKU's; `optionCount`, `priceMin`, `priceMax` describe all the
 * product's options. The details page (`skuDetail`) is the same shape for the SKU asked about.
 */
export const skuCardSchema = z.object({
  productSkuId: z.number().int(),
  productId: z.number().int(),
  /** In the request locale (en-US fallback). */
  name: z.string(),
  /** Image URL; add `?w=&h=` for a thumbnail (200×200 by default). */
  pic: z.string(),
  /** Price now, minor units of `currencyCode`. */
  price: z.number().int(),
  /** Price before promotion; equals `price` when there is none. */
  originalPrice: z.number().int(),
  currencyCode: z.string(),
  /** Available in the warehouse asked about (on hand minus reserved); null without a warehouse. */
  stock: z.number().int().nullable(),
  unit: z.string(),
  spec: z.string(),
  /** Short label of the running promotion, e.g. "-20%" or "Buy 3+ save"; null when none. */
  promotionTag: z.string().nullable(),
  promotionKind: promotionKindSchema.nullable(),
  is18Plus: z.boolean(),
  /** The product's SKUs on the shelf and priced in the country (sizes, flavours); 1 when it has one. */
  optionCount: z.number().int().min(1),
  /**
   * The lowest and highest price now over those options, minor units: each option's promotion
   * price when one runs, else its price (ladders and full reductions are priced in the cart, as
   * for `price`). Equal to `price` when the product has one option.
   */
  priceMin: z.number().int(),
  priceMax: z.number().int(),
  /** [start, end) character ranges of `name` that matched the search keyword. */
  highlights: z.array(z.tuple([z.number().int(), z.number().int()])),
});
export type SkuCard = z.infer<typeof skuCardSchema>;

export const skuSearch = endpoint({
  method: 'POST',
  path: '/sku/search',
  access: 'public',
  summary: 'Search and filter products (one card per product) in all six languages',
  tags: ['catalogue'],
  body: z.object({
    keyword: z.string().trim().max(100).optional(),
    categoryId: z.number().int().positive().optional(),
    warehouseId: z.number().int().positive().optional(),
    promotionOnly: z.boolean().optional(),
    inStockOnly: z.boolean().optional(),
    sort: z.enum(SKU_SORTS).default('relevance'),
    pageNum: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
  }),
  data: page(skuCardSchema).extend({
    /** When nothing matched: nearby words to try instead (hot words or close product names). */
    suggestions: z.array(z.string()),
  }),
});

export const ladderTierSchema = z.object({ minQuantity: z.number().int(), price: z.number().int() });

export const promotionSchema = z.object({
  id: z.number().int(),
  kind: promotionKindSchema,
  title: z.string(),
  /** Full reduction: spend `thresholdAmount`, get `reductionAmount` off (minor units). */
  thresholdAmount: z.number().int().nullable(),
  reductionAmount: z.number().int().nullable(),
  endTime: z.string(),
});

export const skuDetail = endpoint({
  method: 'POST',
  path: '/sku/detail',
  access: 'public',
  summary: 'One SKU with gallery, price, promotion, ladder tiers, stock, specs, siblings, description',
  tags: ['catalogue'],
  body: z.object({
    productSkuId: z.coerce.number().int().positive(),
    warehouseId: z.coerce.number().int().positive().optional(),
  }),
  data: skuCardSchema.omit({ highlights: true }).extend({
    pics: z.array(z.string()),
    categoryId: z.number().int(),
    categoryNames: z.array(z.string()),
    salesCount: z.number().int(),
    barcode: z.string().nullable(),
    promotion: promotionSchema.nullable(),
    /** Price per unit by quantity, ascending `minQuantity`; empty when no ladder runs. */
    ladder: z.array(ladderTierSchema),
    /** The other SKUs of the same product (sizes, flavours). */
    siblings: z.array(
      z.object({
        productSkuId: z.number().int(),
        spec: z.string(),
        price: z.number().int(),
        stock: z.number().int().nullable(),
      }),
    ),
    specValues: z.array(z.object({ name: z.string(), value: z.string() })),
    /** Sanitised HTML in the request locale: no scripts, no handlers, links disabled. */
    descriptionHtml: z.string(),
  }),
});

const listQuery = pageQuery.extend({ warehouseId: z.coerce.number().int().positive().optional() });

export const recommendList = endpoint({
  method: 'GET',
  path: '/home/pageRecommendProduct',
  access: 'public',
  summary: 'Recommended products for home and product details (best sellers in stock)',
  tags: ['catalogue'],
  /** `excludeSkuId`: leave out that SKU's whole product (the one a details page shows). */
  query: listQuery.extend({ excludeSkuId: z.coerce.number().int().positive().optional() }),
  data: page(skuCardSchema),
});

export const promotionList = endpoint({
  method: 'GET',
  path: '/promotion/list',
  access: 'public',
  summary: 'Products with a running promotion (the Promotion tab)',
  tags: ['catalogue'],
  query: listQuery.extend({ kind: promotionKindSchema.optional() }),
  data: page(skuCardSchema),
});

export const specialListSchema = z.object({ id: z.number().int(), title: z.string(), subtitle: z.string() });

export const specialLists = endpoint({
  method: 'GET',
  path: '/special/lists',
  access: 'public',
  summary: 'Curated lists (new arrivals, weekend picks…)',
  tags: ['catalogue'],
  data: z.array(specialListSchema),
});

export const specialListItems = endpoint({
  method: 'GET',
  path: '/special/list/items',
  access: 'public',
  summary: 'The products of one curated list',
  tags: ['catalogue'],
  query: listQuery.extend({ id: z.coerce.number().int().positive() }),
  data: page(skuCardSchema).extend({ info: specialListSchema }),
});

export const frequentPurchases = endpoint({
  method: 'GET',
  path: '/product/frequentPurchases',
  access: 'member',
  summary: "Products the logged-in member bought most often (from the member's orders), each by its most-bought SKU",
  tags: ['catalogue'],
  query: listQuery,
  data: page(skuCardSchema),
});

export const bannerSchema = z.object({ id: z.number().int(), title: z.string(), pic: z.string(), link: z.string() });

export const homeBanners = endpoint({
  method: 'GET',
  path: '/home/banners',
  access: 'public',
  summary: 'Home banners of the country of a warehouse',
  tags: ['catalogue'],
  query: z.object({ warehouseId: z.coerce.number().int().positive().optional() }),
  data: z.array(bannerSchema),
});

export const hotWords = endpoint({
  method: 'GET',
  path: '/search/hotWords',
  access: 'public',
  summary: 'Popular searches in the request locale',
  tags: ['search'],
  data: z.array(z.string()),
});

/** [start, end) character ranges of a text that match what was typed. */
const rangesSchema = z.array(z.tuple([z.number().int(), z.number().int()]));

export const searchSuggest = endpoint({
  method: 'GET',
  path: '/search/suggest',
  access: 'public',
  summary: 'Suggestions as the shopper types: product names and categories in the request locale, typed words marked',
  tags: ['search'],
  query: z.object({
    keyword: z.string().trim().min(1).max(100),
    warehouseId: z.coerce.number().int().positive().optional(),
  }),
  data: z.object({
    /** Names of products sold in the warehouse's country, best match first; tapping one searches it. */
    products: z.array(z.object({ text: z.string(), highlights: rangesSchema })),
    /** Categories whose name holds what was typed; tapping one lists the category. */
    categories: z.array(z.object({ id: z.number().int(), text: z.string(), highlights: rangesSchema })),
  }),
});
export type SearchSuggestions = z.infer<typeof searchSuggest.data>;

export const searchHistory = endpoint({
  method: 'GET',
  path: '/search/history',
  access: 'public',
  summary: "The member's or visitor's recent searches, newest first",
  tags: ['search'],
  data: z.array(z.string()),
});

export const clearSearchHistory = endpoint({
  method: 'POST',
  path: '/search/history/clear',
  access: 'public',
  summary: "Forget the member's or visitor's searches",
  tags: ['search'],
  data: z.null(),
});
