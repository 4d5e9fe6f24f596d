import { describe, expect, it } from 'vitest';
import corpusText from '../../../../../server/test/fixtures/xss-corpus.json?raw';
import { sanitizeDescription } from './sanitize';

/**
 * The browser's side: the same corpus of well-known XSS payloads as the server's
 * sanitiser (apps/server/test/web-safety-sanitize.test.ts) through the web's own, which runs on
 * every description before it touches the DOM. Checked on the DOM the output parses into.
 */
const corpus = JSON.parse(corpusText) as { payloads: { category: string; html: string }[] };

const FORBIDDEN = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'link',
  'meta',
  'base',
  'template',
  'svg',
  'math',
  'noscript',
  'a',
]);
const URL_ATTRS = [
  'src',
  'href',
  'xlink:href',
  'action',
  'formaction',
  'poster',
  'background',
  'data',
  'dynsrc',
  'lowsrc',
];
const safeUrl = (value: string) => {
  const v = [...value].filter((c) => c > ' ').join('');
  return /^https?:\/\//i.test(v) || /^\.{0,2}\/(?![/\\])/.test(v);
};

/** Everything wrong with a sanitised output, once a browser has parsed it. */
function problems(clean: string): string[] {
  const found: string[] = [];
  const template = document.createElement('template');
  template.innerHTML = clean;
  for (const el of Array.from(template.content.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (FORBIDDEN.has(tag)) found.push(`<${tag}>`);
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on') || name === 'style' || name === 'srcset') found.push(`<${tag} ${name}>`);
      if (URL_ATTRS.includes(name) && !safeUrl(attr.value)) found.push(`<${tag} ${name}="${attr.value}">`);
    }
  }
  return found;
}

describe('the browser sanitiser against the XSS corpus', () => {
  it(`holds ${corpus.payloads.length} known payloads`, () => {
    expect(corpus.payloads.length).toBeGreaterThanOrEqual(150);
    const failures = corpus.payloads
      .map((p) => ({ ...p, clean: sanitizeDescription(p.html) }))
      .map((p) => ({ ...p, problems: problems(p.clean) }))
      .filter((p) => p.problems.length > 0);
    expect(failures.map((f) => `${f.category}: ${f.html} → ${f.clean} (${f.problems.join(', ')})`)).toEqual([]);
  });

  it('is stable: its output parses back to the very same markup, so a second parse turns nothing into a tag', () => {
    const template = document.createElement('template');
    const unstable = corpus.payloads
      .map((p) => sanitizeDescription(p.html))
      .filter((clean) => {
        template.innerHTML = clean;
        return template.innerHTML !== clean || problems(sanitizeDescription(clean)).length > 0;
      });
    expect(unstable).toEqual([]);
  });

  it('the checker itself catches what it must', () => {
    expect(problems('<img src="javascript:alert(1)">')).not.toEqual([]);
    expect(problems('<img src="/\\evil.example/a.png">')).not.toEqual([]);
    expect(problems('<p onclick="x()">a</p>')).not.toEqual([]);
    expect(problems('<svg><g></g></svg>')).not.toEqual([]);
    expect(problems('<a href="/x">x</a>')).not.toEqual([]);
  });
});
