import sanitizeHtml from 'sanitize-html';

/**
 * An image source a browser fetches over http(s) or from this site's own paths, and nothing else:
 * whitespace and control characters are ignored the way browsers ignore them inside a scheme, and
 * `//host` or `/\\host` (which browsers read as another host) is refused.
 */
export function isSafeImageUrl(value: string): boolean {
  const v = [...value].filter((c) => c > ' ').join('');
  return /^https?:\/\//i.test(v) || /^\/(?![/\\])/.test(v);
}

/** A link a description keeps: a web page or an e-mail address, however the scheme is spelled. */
export function isSafeLinkUrl(value: string): boolean {
  const v = [...value].filter((c) => c > ' ').join('');
  return /^(?:https?:\/\/|mailto:)/i.test(v);
}

/**
 * Rich product descriptions are sanitised when stored (and again by the web when shown): a short
 * allow-list of formatting tags, no scripts, no event handlers, no styles; images from http(s) or
 * this site's paths only. A link keeps its address only if it is http(s) or mailto — `javascript:`,
 * relative and other addresses go, the text stays — and always gets rel="noopener" and no target.
 * The shop shows links as plain text (the spec disables them); the console's editor keeps them.
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
    allowedAttributes: { img: ['src', 'alt', 'width', 'height'], a: ['href', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesAppliedToAttributes: ['src', 'href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // Before the scheme check: a source that is not plainly http(s) or one of our paths goes.
    transformTags: {
      img: (tagName, attribs) => {
        const { src, ...rest } = attribs;
        return { tagName, attribs: src !== undefined && isSafeImageUrl(src) ? { src, ...rest } : rest };
      },
      a: (tagName, { href }): sanitizeHtml.Tag => ({
        tagName,
        attribs: href !== undefined && isSafeLinkUrl(href) ? { href, rel: 'noopener' } : {},
      }),
    },
  });
}
