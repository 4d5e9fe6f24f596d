/**
 * A description written before the rich-text editor is plain text; the editor and the shop show it
 * as paragraphs: a blank line starts a new one, a single line break stays a line break. Anything
 * with a tag in it is already HTML and passes unchanged (it is sanitised where it is shown).
 * Its own entry (`@storefront/contract/richtext`): no schema (zod) comes with it.
 */
export function plainTextAsHtml(text: string): string {
  if (!text.trim() || /<[a-z][^>]*>/i.test(text)) return text;
  return text
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .map((para) => `<p>${escapeHtml(para.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
