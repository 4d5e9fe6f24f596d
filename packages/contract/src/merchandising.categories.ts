// Merchandising: the category tree the shop browses by, kept from the console.
import { z } from 'zod';
import { MAX_CATEGORY_NAME_LENGTH } from './constants.js';
import { endpoint } from './endpoint.js';
import { catalogueStaff, texts } from './merchandising.js';

export const merchandisingCategoryNodeSchema = z.object({
  categoryId: z.number().int(),
  parentId: z.number().int().nullable(),
  /** Every language's name; a language left out shows English in the shop. */
  names: z.partialRecord(z.string(), z.string()),
  /** A key of `CATEGORY_ICONS`, or null for none. */
  icon: z.string().nullable(),
  /** Products in the category itself (not below it). */
  productCount: z.number().int(),
  /** In the 18+ subtree: the shop asks buyers of its products to confirm their age. */
  adult: z.boolean(),
});
export type MerchandisingCategoryNode = z.infer<typeof merchandisingCategoryNodeSchema>;

/** The whole tree, flat: parents before children, each parent's children in the shop's order. */
const tree = z.array(merchandisingCategoryNodeSchema);

export const merchandisingCategoryTree = endpoint({
  ...catalogueStaff,
  method: 'GET',
  path: '/staff/catalogue/category/tree',
  summary:
    "Catalogue staff: the category tree as the shop shows it, each category's names in every language, icon and product count",
  data: tree,
});

const icon = z
  .string()
  .regex(/^[a-z-]{1,40}$/)
  .nullable();

export const merchandisingSaveCategory = endpoint({
  ...catalogueStaff,
  method: 'POST',
  path: '/staff/catalogue/category/save',
  summary:
    'Catalogue staff: add a category (last under its parent, or at the top) or rename one and change its icon; English must keep a name. The shop shows it at once',
  body: z.object({
    /** Absent: a new category. */
    categoryId: z.number().int().positive().optional(),
    /** A new category only: its parent, or null for the top. */
    parentId: z.number().int().positive().nullable().optional(),
    names: texts(MAX_CATEGORY_NAME_LENGTH),
    icon,
  }),
  data: tree,
});

export const merchandisingMoveCategory = endpoint({
  ...catalogueStaff,
  method: 'POST',
  path: '/staff/catalogue/category/move',
  summary:
    'Catalogue staff: move a category (with everything below it) under another parent or to the top, at an index among its new siblings; never below itself, and the tree stays at most three levels deep',
  body: z.object({
    categoryId: z.number().int().positive(),
    parentId: z.number().int().positive().nullable(),
    index: z.number().int().min(0).max(10_000),
  }),
  data: tree,
});

export const merchandisingRemoveCategory = endpoint({
  ...catalogueStaff,
  method: 'POST',
  path: '/staff/catalogue/category/remove',
  summary:
    'Catalogue staff: delete a category that holds no products and no categories, is not the 18+ category and no banner, promotion or coupon names; otherwise a 409 saying why',
  body: z.object({ categoryId: z.number().int().positive() }),
  data: tree,
});
