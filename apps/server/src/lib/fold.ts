/**
 * Folds text for search, the same way for what is stored and what is typed: compatibility forms
 * (full-width letters, ligatures) to plain ones, lower case, and Latin diacritics removed, so a
 * Vietnamese shopper who types without tone marks ("tao") finds "Táo". Only the combining marks of
 * Latin letters (U+0300–U+036F) go: the vowel and tone signs of Thai and Lao are letters of their
 * words, not accents, and stay.
 */
export function fold(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/đ/g, 'd')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Plain text of an HTML fragment, for the description part of the search document. */
export const htmlToText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
