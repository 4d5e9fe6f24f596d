import type { Locale } from '@storefront/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { sanitizeDescription } from '../../lib/sanitize.js';
import { productTextsOf, updateProductDescriptions } from './product.repository.js';
import { searchDocument } from './search.document.js';

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
  const row = await productTextsOf(db, productId);
  if (!row) throw notFound();
  const cleaned = Object.fromEntries(
    Object.entries(descriptions).map(([locale, html]) => [locale, sanitizeDescription(html ?? '')]),
  );
  const merged = { ...row.descriptions, ...cleaned } as Record<string, string>;
  const { searchDescription } = searchDocument(row.names as Record<string, string>, merged);
  await updateProductDescriptions(db, productId, merged, searchDescription);
  return merged;
}
