import type { Locale } from '@storefront/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { product } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { fold, htmlToText } from '../../lib/fold.js';
import { sanitizeDescription } from '../../lib/sanitize.js';

/**
 * The search document of a product: every locale's name folded (lib/fold.ts), one by one and
 * joined, and the folded plain text of the (already sanitised) descriptions. Built only here, so
 * the seed, the bench and any later writer index products identically.
 */
export function searchDocument(names: Record<string, string>, descriptions: Record<string, string>) {
  const folded = Object.values(names).map(fold);
  return {
    searchText: folded.join(' | '),
    searchNames: folded,
    searchDescription: fold(htmlToText(Object.values(descriptions).join(' '))).slice(0, 4000),
  };
}

/**
 * Stores rich descriptions (some or all locales) of a product. They are sanitised HERE, whatever
 * the caller passes, so nothing unsafe is ever at rest; the description part of the search
 * document is rebuilt from the cleaned text, so removed script text is not searchable either.
 */
export async function saveProductDescriptions(
  db: Db,
  productId: number,
  descriptions: Partial<Record<Locale, string>>,
): Promise<Record<string, string>> {
  const [row] = await db
    .select({ names: product.names, descriptions: product.descriptions })
    .from(product)
    .where(eq(product.id, productId));
  if (!row) throw notFound();
  const cleaned = Object.fromEntries(
    Object.entries(descriptions).map(([locale, html]) => [locale, sanitizeDescription(html ?? '')]),
  );
  const merged = { ...row.descriptions, ...cleaned } as Record<string, string>;
  const { searchDescription } = searchDocument(row.names as Record<string, string>, merged);
  await db.update(product).set({ descriptions: merged, searchDescription }).where(eq(product.id, productId));
  return merged;
}
