import sanitizeHtml from 'sanitize-html';

/**
 * Rich product descriptions are sanitised when stored (and again by the web when shown): a short
 * allow-list of formatting tags, no scripts, no event handlers, no styles, and only http(s) and
 * relative URLs — `javascript:` and friends are dropped. Links keep their text but lose their
 * target, since the spec shows descriptions with links disabled.
 */
/**
 * An image source a browser fetches over http(s) or from this site's own paths, and nothing else:
 * whitespace and control characters are ignored the way browsers ignore them inside a scheme, and
 * `//host` or `/\\host` (which browsers read as another host) is refused.
 */
export function isSafeImageUrl(value: string): boolean {
  const v = [...value].filter((c) => c > ' ').join('');
  return /^https?:\/\//i.test(v) || /^\/(?![/\\])/.test(v);
}

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
    // Before the scheme check: a source that is not plainly http(s) or one of our paths goes.
    transformTags: {
      img: (tagName, attribs) => {
        const { src, ...rest } = attribs;
        return { tagName, attribs: src !== undefined && isSafeImageUrl(src) ? { src, ...rest } : rest };
      },
    },
  });
}
