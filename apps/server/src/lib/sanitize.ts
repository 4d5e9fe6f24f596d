import sanitizeHtml from 'sanitize-html';

/**
 * Rich product descriptions are sanitised when stored (and again by the web when shown): a short
 * allow-list of formatting tags, no scripts, no event handlers, no styles, and only http(s) and
 * relative URLs — `javascript:` and friends are dropped. Links keep their text but lose their
 * target, since the spec shows descriptions with links disabled.
 */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      'ul',
      'ol',
      'li',
      'h3',
      'h4',
      'img',
      'a',
      'span',
      'table',
      'tr',
      'td',
      'th',
      'tbody',
      'thead',
    ],
    allowedAttributes: { img: ['src', 'alt', 'width', 'height'], a: [] },
    allowedSchemes: ['http', 'https'],
    allowedSchemesAppliedToAttributes: ['src'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
  });
}
