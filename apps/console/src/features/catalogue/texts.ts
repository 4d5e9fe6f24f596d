import { LOCALES, type Locale } from '@storefront/contract/constants';

/** The languages a product's texts are edited in, English first: the shop falls back to it. */
export const EDIT_ORDER: readonly Locale[] = ['en-US', ...LOCALES.filter((l) => l !== 'en-US')];

export type Texts = Partial<Record<Locale, string>>;

/** The locales whose text is empty: the shop shows English there. */
export const missingLocales = (texts: Texts): Locale[] => EDIT_ORDER.filter((l) => !texts[l]?.trim());

/**
 * Whether a description shows nothing: no text and no picture once its tags are set aside, so
 * HTML left with only empty paragraphs counts as missing too.
 */
export const emptyDescription = (html: string) =>
  !/<img\b/i.test(html) &&
  !html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();

/** Only what changed, so a save touches (and audits) only the languages edited. */
export function changedTexts(before: Texts, after: Texts): Texts | undefined {
  const changed = EDIT_ORDER.filter((l) => (before[l] ?? '') !== (after[l] ?? ''));
  return changed.length ? Object.fromEntries(changed.map((l) => [l, after[l] ?? ''])) : undefined;
}

/** A text in `locale`, else English, else empty: how the shop picks it. */
export const pickText = (texts: Texts, locale: Locale) => texts[locale]?.trim() || texts['en-US']?.trim() || '';
