import DOMPurify from 'dompurify';
import { plainTextAsHtml } from '@storefront/contract/richtext';

/** Elements that never belong in a product description, with everything inside them. */
const DROP = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'FRAME',
  'OBJECT',
  'EMBED',
  'FORM',
  'INPUT',
  'BUTTON',
  'TEXTAREA',
  'SELECT',
  'LINK',
  'META',
  'BASE',
  'TEMPLATE',
  'SVG',
  'MATH',
  'NOSCRIPT',
  'FRAMESET',
]);
const URL_ATTRS = new Set(['src', 'href', 'xlink:href', 'action', 'formaction', 'poster', 'background']);
/**
 * Only same-site paths and http(s) images; javascript:, data: and the like are dropped, and so is
 * `//host` or `/\\host`, which browsers read as another host.
 */
const SAFE_URL = /^(?:https?:\/\/|\.{0,2}\/(?![/\\]))/i;

/**
 * The description is sanitised by the server when stored; this is the second line (DESIGN §5).
 * DOMPurify does the work in browsers; the walk after it enforces our own rules on top (and is
 * what a DOM without DOMPurify support still gets): no scripts, handlers, frames, forms or
 * inline styles; links become plain text (nobody leaves the store from a description, and a
 * javascript: href is gone with them); images load lazily and are laid out full width by CSS.
 */
export function sanitizeDescription(html: string): string {
  if (!html.trim()) return '';
  // A description written before the rich-text editor is plain text: its paragraphs stay paragraphs.
  const purified = DOMPurify.sanitize(plainTextAsHtml(html), {
    // HTML only: no SVG or MathML, whose foreign parsing is where mutation XSS lives.
    USE_PROFILES: { html: true },
    FORBID_TAGS: [...DROP].map((t) => t.toLowerCase()),
    FORBID_ATTR: ['style', 'srcset'],
  });
  // A <template> parses without running scripts or loading anything.
  const template = document.createElement('template');
  template.innerHTML = purified;
  const root = template.content;
  for (const el of Array.from(root.querySelectorAll('*'))) {
    if (DROP.has(el.tagName.toUpperCase())) {
      el.remove();
      continue;
    }
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      // Browsers ignore whitespace and control characters inside a scheme ("java\tscript:").
      const url = [...attr.value].filter((c) => c > ' ').join('');
      if (
        name.startsWith('on') ||
        name === 'style' ||
        name === 'srcset' ||
        (URL_ATTRS.has(name) && !SAFE_URL.test(url))
      )
        el.removeAttribute(attr.name);
    }
  }
  for (const a of Array.from(root.querySelectorAll('a'))) {
    const span = document.createElement('span');
    span.className = 'rich-link';
    while (a.firstChild) span.appendChild(a.firstChild);
    a.replaceWith(span);
  }
  for (const img of Array.from(root.querySelectorAll('img'))) {
    img.removeAttribute('width');
    img.removeAttribute('height');
    img.setAttribute('loading', 'lazy');
    if (!img.hasAttribute('alt')) img.setAttribute('alt', '');
  }
  return template.innerHTML;
}
