import type { Locale } from '@storefront/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { product } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { sanitizeDescription } from '../../lib/sanitize.js';
import { searchDocument } from './document.js';

type Texts = Partial<Record<Locale, string>>;

/**
 * Stores a product's names and rich descriptions (some or all locales; an empty text removes that
 * locale, which then falls back to English). Descriptions are sanitised HERE, whatever the caller
 * passes, so nothing unsafe is ever at rest; the search document is rebuilt from the stored texts,
 * so a renamed product is found by its new name and removed script text is not searchable.
 * Answers the texts as stored, before and after.
 */
export async function saveProductTexts(db: Db, productId: number, change: { names?: Texts; descriptions?: Texts }) {
  const [row] = await db
    .select({ names: product.names, descriptions: product.descriptions })
    .from(product)
    .where(eq(product.id, productId))
    .for('update');
  if (!row) throw notFound();
  // Only what changes is sanitised: the stored descriptions already were.
  const texts = storedTexts(
    { ...row.names, ...change.names },
    { ...row.descriptions, ...sanitized(change.descriptions) },
  );
  await db.update(product).set(texts).where(eq(product.id, productId));
  const { names, descriptions } = texts;
  return {
    before: row as { names: Record<string, string>; descriptions: Record<string, string> },
    names,
    descriptions,
  };
}

/**
 * A new product's texts as stored, with the search document made from them: empty languages left
 * out (the shop shows English there), descriptions sanitised by the shop's rules. What makes a
 * product stores this, so search finds it by what is stored from its first request.
 */
export const newProductTexts = (names: Texts, descriptions: Texts) => storedTexts(names, sanitized(descriptions));

function storedTexts(names: Texts, cleanDescriptions: Texts) {
  const n = withoutEmpty(names);
  const d = withoutEmpty(cleanDescriptions);
  return { names: n, descriptions: d, ...searchDocument(n, d) };
}

const sanitized = (descriptions: Texts = {}): Texts =>
  Object.fromEntries(Object.entries(descriptions).map(([locale, html]) => [locale, sanitizeDescription(html ?? '')]));

const withoutEmpty = (texts: Partial<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(texts)
      .map(([locale, text]) => [locale, text?.trim() ?? ''] as const)
      .filter(([, text]) => text !== ''),
  );

/** Stores rich descriptions only (the seed's and tests' writer). */
export async function saveProductDescriptions(db: Db, productId: number, descriptions: Texts) {
  return (await saveProductTexts(db, productId, { descriptions })).descriptions;
}
