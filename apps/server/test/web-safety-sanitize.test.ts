import { readFileSync } from 'node:fs';
import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from '../src/lib/sanitize.js';

/**
 * Rich HTML (product descriptions, sanitised when stored) against a corpus of
 * well-known XSS payloads — the OWASP filter evasion cheat sheet, javascript:/data: URLs in their
 * encodings, mutation XSS, SVG and MathML, event handlers. The web runs the same corpus through
 * its own sanitiser (apps/web/src/features/product/components/sanitize.xss.test.ts).
 */
const corpus = JSON.parse(readFileSync(new URL('./fixtures/xss-corpus.json', import.meta.url), 'utf8')) as {
  payloads: { category: string; html: string }[];
};

/** What may survive: the sanitiser's allow-list, checked here independently of its configuration. */
const ALLOWED: Record<string, string[]> = {
  p: [],
  br: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  ul: [],
  ol: [],
  li: [],
  h3: [],
  h4: [],
  span: [],
  table: [],
  tr: [],
  td: [],
  th: [],
  tbody: [],
  thead: [],
  a: ['href', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
};
/** A URL a browser would fetch as http(s) or from this site: no other scheme, no other host by `//`. */
const safeUrl = (value: string) => {
  // Browsers ignore whitespace and control characters in a scheme ("java\tscript:").
  const v = [...value].filter((c) => c > ' ').join('');
  return !/^[/\\]{2}/.test(v) && (/^https?:\/\//i.test(v) || !/^[^/?#]*:/.test(v));
};

/** A link a description may keep: a web page or an e-mail address, nothing relative, no other scheme. */
const safeLink = (value: string) => /^(?:https?:\/\/|mailto:)/i.test([...value].filter((c) => c > ' ').join(''));

/** Everything wrong with a sanitised output, as a browser-like parser reads it. */
function problems(clean: string): string[] {
  const found: string[] = [];
  if (
    /<\s*\/?\s*(script|style|svg|math|iframe|frame|object|embed|form|base|meta|link|template|noscript)\b/i.test(clean)
  )
    found.push('a forbidden tag in the markup');
  const doc = parseDocument(clean, { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true });
  for (const el of DomUtils.findAll(() => true, doc.children)) {
    const allowed = ALLOWED[el.name];
    if (!allowed) {
      found.push(`<${el.name}>`);
      continue;
    }
    for (const [name, value] of Object.entries(el.attribs)) {
      if (!allowed.includes(name)) found.push(`<${el.name} ${name}>`);
      else if (name === 'src' && !safeUrl(value)) found.push(`<${el.name} src="${value}">`);
      else if (name === 'href' && !safeLink(value)) found.push(`<${el.name} href="${value}">`);
      else if (name === 'rel' && value !== 'noopener') found.push(`<${el.name} rel="${value}">`);
    }
  }
  return found;
}

describe('the server sanitiser against the XSS corpus', () => {
  it(`holds ${corpus.payloads.length} known payloads`, () => {
    expect(corpus.payloads.length).toBeGreaterThanOrEqual(150);
    const failures = corpus.payloads
      .map((p) => ({ ...p, clean: sanitizeDescription(p.html) }))
      .map((p) => ({ ...p, problems: problems(p.clean) }))
      .filter((p) => p.problems.length > 0);
    expect(failures.map((f) => `${f.category}: ${f.html} → ${f.clean} (${f.problems.join(', ')})`)).toEqual([]);
  });

  it('is stable: what it lets through comes back unchanged, so no second parse can turn it into something else', () => {
    const unstable = corpus.payloads
      .map((p) => sanitizeDescription(p.html))
      .filter((clean) => sanitizeDescription(clean) !== clean);
    expect(unstable).toEqual([]);
  });

  it('keeps what a description is made of', () => {
    const html =
      '<h3>Fresh</h3><p>Apples from <b>Đà Lạt</b>, <em>crisp</em></p><ul><li>1 kg</li></ul><img src="https://cdn.example/a.png" alt="apples"><img src="/api/images/1.svg" alt="">';
    // Void elements come back self-closed, the way sanitize-html writes them.
    expect(sanitizeDescription(html)).toBe(html.replace(/(alt="[^"]*")>/g, '$1 />'));
  });

  it('the checker itself catches what it must (a test that cannot fail proves nothing)', () => {
    expect(problems('<img src="javascript:alert(1)">')).not.toEqual([]);
    expect(problems('<img src=" java\tscript:alert(1)">')).not.toEqual([]);
    expect(problems('<img src="//evil.example/a.png">')).not.toEqual([]);
    expect(problems('<p onclick="x()">a</p>')).not.toEqual([]);
    expect(problems('<svg><a>x</a></svg>')).not.toEqual([]);
    expect(problems('<p style="color:red">a</p>')).not.toEqual([]);
    expect(problems('<a href="java&#x09;script:alert(1)">x</a>')).not.toEqual([]);
    expect(problems('<a href="https://example.com" target="_blank">x</a>')).not.toEqual([]);
  });
});
