/**
 * The contract's plain values: no zod here, nor in anything this module imports. The web
 * imports them at runtime from `@storefront/contract/constants` without pulling zod and the
 * schemas into its first load; the schema modules import them from here, so each value has one
 * source. The package index re-exports this module, so `@storefront/contract` still offers them.
 */
export * from './headers.js';

// --- endpoints -------------------------------------------------------------------------------

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint, declared once here and enforced by the server's `route()` before the
 * handler runs (a test walks every endpoint and checks it):
 * - `public`: anyone; the handler still learns the member or visitor when one is sent.
 * - `visitor`: a logged-in member or a visitor token (GuestAuthorization); 401 otherwise.
 * - `member`: a logged-in member (a proxy session counts: it is the customer's); 401 otherwise.
 * - `staff`: a staff member in their own session (never a proxy session, which is the customer's)
 *   holding one of the endpoint's `roles`; 401 without a login, 403 with a localized message
 *   naming the roles otherwise. Every `staff` endpoint declares its roles beside its access:
 *   `access: 'staff', roles: ['finance']`.
 */
export const ACCESS = ['public', 'visitor', 'member', 'staff'] as const;
export type Access = (typeof ACCESS)[number];

/**
 * Staff roles, each a separate duty (DESIGN.md §5, "Staff duties are separated by role"):
 * - `sales`: orders for a customer (customer list, proxy tokens); also needs the shop's
 *   MANIPULATE_ORDER_PERMISSION setting;
 * - `operations`: reviews, picks, ships, completes and cancels orders, and reads every order;
 * - `finance`: confirms payments and settles refunds, and reads every order; never on an order it
 *   placed (as the customer or as the sales member at the keyboard): the server refuses that on
 *   every `finance` endpoint whose body names an `orderId`;
 * - `admin`: lists staff, grants and revokes roles (never its own);
 * - `catalogue`: keeps the catalogue (products, their texts, prices, stock and pictures).
 */
export const STAFF_ROLES = ['sales', 'operations', 'finance', 'admin', 'catalogue'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Why catalogue staff change what is on hand: goods received, a shelf count, goods damaged. */
export const STOCK_REASONS = ['received', 'count', 'damaged'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** A spec, a unit, an option's name or one of its values: at most this many characters. */
export const MAX_UNIT_LENGTH = 60;
/** Options per product (size, flavour, colour), values per option, SKUs made at once. */
export const MAX_OPTIONS = 3;
export const MAX_OPTION_VALUES = 30;
export const MAX_NEW_SKUS = 100;
/** A category's name in one language; the tree is at most this many levels deep (the shop's menus show three). */
export const MAX_CATEGORY_NAME_LENGTH = 60;
export const MAX_CATEGORY_DEPTH = 3;

/**
 * The icons a category may have, by key: each an emoji (Fluent Emoji flat) on a tint of its hue,
 * drawn by the server at `/api/images/category/<key>.svg`. A category made in the console picks
 * one; a product made in the console is drawn with its category's emoji until it has photos.
 */
export const CATEGORY_ICONS: Readonly<Record<string, readonly [emoji: string, hue: number]>> = {
  fresh: ['leafy-green', 110],
  fruit: ['mango', 40],
  vegetables: ['broccoli', 110],
  meat: ['cut-of-meat', 5],
  poultry: ['poultry-leg', 30],
  pork: ['bacon', 350],
  seafood: ['fish', 200],
  pantry: ['cooked-rice', 40],
  rice: ['sheaf-of-rice', 50],
  noodles: ['steaming-bowl', 20],
  sauces: ['sake', 25],
  oil: ['olive', 45],
  chilled: ['egg', 45],
  tofu: ['cheese-wedge', 50],
  dairy: ['glass-of-milk', 210],
  milk: ['glass-of-milk', 200],
  yogurt: ['custard', 300],
  eggs: ['egg', 40],
  beverages: ['cup-with-straw', 190],
  soft: ['cup-with-straw', 0],
  coffee: ['hot-beverage', 25],
  alcohol: ['clinking-glasses', 345],
  beer: ['beer-mug', 45],
  wine: ['wine-glass', 345],
  snacks: ['popcorn', 45],
  biscuits: ['cookie', 35],
  chips: ['peanuts', 50],
  household: ['broom', 150],
  cleaning: ['bubbles', 140],
  paper: ['roll-of-paper', 200],
  care: ['lotion-bottle', 280],
  body: ['soap', 280],
  oral: ['toothbrush', 200],
  merch: ['shopping-bags', 150],
  apparel: ['t-shirt', 150],
  kitchen: ['chopsticks', 20],
  baby: ['baby-bottle', 200],
  diapers: ['baby', 30],
  formula: ['baby-bottle', 210],
  babycare: ['teddy-bear', 30],
  bakery: ['croissant', 35],
  bread: ['baguette-bread', 35],
  spreads: ['honey-pot', 45],
  baking: ['cupcake', 20],
  larder: ['canned-food', 30],
  dried: ['beans', 35],
  canned: ['canned-food', 15],
  frozen: ['ice', 200],
  sweets: ['candy', 330],
  candy: ['chocolate-bar', 25],
  desserts: ['shortcake', 350],
  homeneeds: ['battery', 90],
  wraps: ['roll-of-paper', 210],
  utility: ['flashlight', 50],
};

/**
 * Roles one member never holds together: whoever orders for a customer does not confirm that
 * money. Granting refuses the pair, and the database's check constraint refuses it too.
 */
export const EXCLUSIVE_ROLES: readonly (readonly [StaffRole, StaffRole])[] = [['sales', 'finance']];

// --- envelope --------------------------------------------------------------------------------

/**
 * Every answer of the API is this envelope (DESIGN.md §4). `code` 200 is success; the HTTP status
 * equals the code below 600, and 681 (an expected condition the client handles silently) travels
 * as HTTP 409.
 */
export const ResultCode = {
  ok: 200,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  invalid: 422,
  tooMany: 429,
  serverError: 500,
  silent: 681,
} as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

/** HTTP status that carries a given envelope code. */
export const httpStatusOf = (code: number): number => (code >= 600 ? 409 : code);

/** Field errors carried in `data` of a 422 (`fieldErrorsSchema` in envelope.ts is this shape). */
export interface FieldErrors {
  fields: { path: string; message: string }[];
}

/**
 * True when `data` is a 422's field errors. The same test as `fieldErrorsSchema.safeParse(data)
 * .success` without zod, for the web's first load; test/constants.test.ts holds the two together.
 */
export function isFieldErrors(data: unknown): data is FieldErrors {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  const fields = (data as { fields?: unknown }).fields;
  return (
    Array.isArray(fields) &&
    fields.every(
      (f: unknown) =>
        typeof f === 'object' &&
        f !== null &&
        !Array.isArray(f) &&
        typeof (f as { path?: unknown }).path === 'string' &&
        typeof (f as { message?: unknown }).message === 'string',
    )
  );
}

// --- locales ---------------------------------------------------------------------------------

/** The six interface languages (spec §1). en-US is the default and the fallback. */
export const LOCALES = ['zh-CN', 'en-US', 'vi-VN', 'th-TH', 'lo-LA', 'fil-PH'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

/**
 * Picks the best supported locale for a list of language tags (an Accept-Language header or
 * navigator.languages): exact tag first, then by primary language (zh, en, vi, th, lo, fil).
 */
export function matchLocale(tags: readonly string[]): Locale | undefined {
  for (const raw of tags) {
    const tag = raw.trim().toLowerCase();
    if (!tag) continue;
    const exact = LOCALES.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    const primary = tag.split(/[-_]/)[0];
    const byLanguage = LOCALES.find((l) => l.split('-')[0]!.toLowerCase() === primary);
    if (byLanguage) return byLanguage;
    // Tagalog is the language Filipino is based on; browsers often report it as "tl".
    if (primary === 'tl') return 'fil-PH';
  }
  return undefined;
}

/** Parses an Accept-Language header ("vi-VN,vi;q=0.9,en;q=0.8") into tags by preference. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((t) => t.tag && t.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((t) => t.tag);
}

// --- auth ------------------------------------------------------------------------------------

export const SMS_SCENES = ['login', 'register', 'resetPassword'] as const;
export type SmsScene = (typeof SMS_SCENES)[number];
/** Seconds before the same phone may ask for another code; the web's resend countdown. */
export const SMS_RESEND_SECONDS = 60;
export const SMS_CODE_LENGTH = 6;
/** The code's shape as an HTML `pattern` (the web's code input) and, anchored, the schema's test. */
export const SMS_CODE_PATTERN = `\\d{${SMS_CODE_LENGTH}}`;

// --- member ----------------------------------------------------------------------------------

/** Longest nickname and email of the profile (characters, after trimming the nickname). */
export const NICKNAME_MAX = 30;
export const EMAIL_MAX = 120;

/** Longest fields of the merchant application (characters, after trimming). */
export const MERCHANT_NAME_MAX = 60;
export const MERCHANT_BUSINESS_NAME_MAX = 120;
export const MERCHANT_NOTE_MAX = 500;

// --- catalogue -------------------------------------------------------------------------------

export const PROMOTION_KINDS = ['price', 'ladder', 'fullReduction'] as const;
export const SKU_SORTS = ['relevance', 'sales', 'priceAsc', 'priceDesc', 'newest'] as const;
/** At most this many product names and categories in a suggestion answer. */
export const SUGGEST_PRODUCTS_MAX = 6;
export const SUGGEST_CATEGORIES_MAX = 3;

// --- cart ------------------------------------------------------------------------------------

/** The most of one SKU a cart line may hold (a quantity a person can type is 1 to this). */
export const CART_QUANTITY_MAX = 9999;

// --- coupons ---------------------------------------------------------------------------------

export const COUPON_STATES = ['unused', 'used', 'expired'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

// --- orders ----------------------------------------------------------------------------------

export const ORDER_LIST_STATUSES = ['all', '0', '1', '2', '3', '4', '5'] as const;

export const DELIVERY_TYPES = ['delivery', 'pickup'] as const;

/**
 * cashOnDelivery → 1 at once (held until operations approve it); bankTransfer waits in 0 until
 * finance confirms the money (a receipt alone does not move it); credit is charged and wallet paid
 * at placement.
 */
export const PAYMENT_METHODS = ['cashOnDelivery', 'bankTransfer', 'credit', 'wallet'] as const;

/** JPEG, PNG or WebP, checked by content; at most 700 KiB (the API takes 1 MiB bodies: the web downscales a photo first). */
export const RECEIPT_MAX_BYTES = 700 * 1024;

// --- uploads ---------------------------------------------------------------------------------

/** `voucher` is a transfer receipt's purpose by its first name, kept on the wire and in stored rows. */
export const UPLOAD_PURPOSES = ['address', 'avatar', 'voucher', 'licence', 'product', 'banner'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** Largest file accepted, in bytes (a phone photo is 2–6 MB). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** The key of an upload: 22 url-safe characters (128 random bits). */
export const UPLOAD_KEY = /^[A-Za-z0-9_-]{22}$/;

// --- the promotion desk (catalogue staff) ----------------------------------------------------

/** Where a promotion, coupon or freight activity stands against its window at the server's clock. */
export const OFFER_STATES = ['scheduled', 'running', 'ended'] as const;
export type OfferState = (typeof OFFER_STATES)[number];
/** What a promotion covers: one SKU, a product, a category and its descendants, or the whole store. */
export const PROMOTION_SCOPES = ['sku', 'product', 'category', 'store'] as const;
export type PromotionScope = (typeof PROMOTION_SCOPES)[number];
export const COUPON_KINDS = ['amount', 'percent'] as const;
export const COUPON_SCOPES = ['all', 'categories', 'products'] as const;
export const FREIGHT_ACTIVITY_KINDS = ['free', 'reduced'] as const;
/** Where a Home banner leads in the shop. */
export const BANNER_LINK_KINDS = ['category', 'sku', 'specialList', 'promotions', 'keyword'] as const;
export type BannerLinkKind = (typeof BANNER_LINK_KINDS)[number];
/** How many pictures the shop draws for banners (`/api/images/banner/<n>.svg`). */
export const BANNER_ARTS = 3;
export const LADDER_TIERS_MAX = 10;
export const COUPON_SCOPE_IDS_MAX = 50;
export const SPECIAL_LIST_ITEMS_MAX = 200;
export const RECOMMENDATIONS_MAX = 50;
export const OFFER_TITLE_MAX = 120;
