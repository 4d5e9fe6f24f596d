import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inlineEntryCss.ts';

const html = '<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>';

describe('inlineStylesheets', () => {
  it('writes the sheet into the page and names the file it came from', () => {
    const out = inlineStylesheets(html, (file) => (file === 'assets/index-abc.css' ? 'body{margin:0}' : undefined));
    expect(out).toBe('<head><style data-href="/assets/index-abc.css">body{margin:0}</style></head>');
  });

  it('keeps the link when the sheet is unknown or would close the element early', () => {
    expect(inlineStylesheets(html, () => undefined)).toBe(html);
    expect(inlineStylesheets(html, () => 'a{content:"</style>"}')).toBe(html);
  });
});
