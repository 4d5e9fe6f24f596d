/**
 * Pure HTML pieces of the pages the server fills in (meta tags, JSON in <script> blocks). Every
 * value that came from the catalogue is escaped here, once: a product name is data, never markup.
 */

/** For text and attribute values (both quotes, so attributes may use either). */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * JSON that is safe inside a <script> element: `<` (so no `</script>` or `<!--` can end or confuse
 * the block), `>`, `&` and the two line separators that old parsers take for line ends are written
 * as \u escapes, which JSON.parse reads back to the same string.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of this page in this locale. */
  canonical?: string;
  image?: string;
  /** OpenGraph type: `website` or `product`. */
  type?: string;
  /** Locale → absolute URL, plus `x-default`. */
  alternates?: Record<string, string>;
  /** og price (product pages). */
  price?: { amount: string; currency: string };
  /** Structured data (schema.org), one JSON-LD block. */
  jsonLd?: unknown;
}

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;

/** The tags for <head>: description, OpenGraph, Twitter card, canonical, hreflang, JSON-LD. */
export function renderHeadTags(head: PageHead): string {
  const tags = [
    meta('name', 'description', head.description),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  ];
  if (head.canonical) {
    tags.push(meta('property', 'og:url', head.canonical));
    tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  }
  if (head.image) {
    tags.push(meta('property', 'og:image', head.image), meta('name', 'twitter:image', head.image));
  }
  if (head.price) {
    tags.push(
      meta('property', 'product:price:amount', head.price.amount),
      meta('property', 'product:price:currency', head.price.currency),
      meta('property', 'og:price:amount', head.price.amount),
      meta('property', 'og:price:currency', head.price.currency),
    );
  }
  for (const [lang, href] of Object.entries(head.alternates ?? {})) {
    tags.push(`<link rel="alternate" hreflang="${escapeHtml(lang)}" href="${escapeHtml(href)}" />`);
  }
  if (head.jsonLd !== undefined) {
    tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  }
  return tags.join('\n    ');
}

/** Id of the JSON block with the answers the server read for the client (boot data). */
export const EMBEDDED_ID = 'sf-embedded';

/**
 * The built index.html with this page's title, head tags and embedded answers. The shell's own
 * description is replaced, not doubled; `lang` follows the page's locale.
 */
export function fillShell(shell: string, page: { locale: string; head?: PageHead; embedded?: unknown }): string {
  // Replacements are functions: a `$&` or `$'` in a product name must stay text, not a pattern.
  let html = shell.replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(page.locale)}"`);
  const extra: string[] = [];
  if (page.head) {
    const { title } = page.head;
    html = html
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
      .replace(/\s*<meta name="description"[^>]*>/, '');
    extra.push(renderHeadTags(page.head));
  }
  if (page.embedded !== undefined) {
    extra.push(`<script type="application/json" id="${EMBEDDED_ID}">${jsonForScript(page.embedded)}</script>`);
  }
  // Before </head>: after the pre-paint inline script, whose hash the CSP allows.
  return extra.length ? html.replace('</head>', () => `  ${extra.join('\n    ')}\n  </head>`) : html;
}
