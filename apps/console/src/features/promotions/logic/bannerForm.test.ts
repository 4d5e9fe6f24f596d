import { describe, expect, it } from 'vitest';
import type { DeskBanner } from '@storefront/contract';
import { bannerDraft, bannerRequest, preview } from './bannerForm';
import { moved } from './order';

const stored: DeskBanner = {
  bannerId: 4,
  countryCode: 'TH',
  title: 'Fresh fruit',
  titles: { 'en-US': 'Fresh fruit', 'th-TH': 'ผลไม้สด' },
  art: 0,
  upload: null,
  pic: '/api/images/banner/0.svg',
  link: '/searchList?categoryId=2',
  target: { kind: 'category', id: 2 },
  targetName: 'Fruit',
};

describe('the banner form', () => {
  it('keeps an uploaded photo and sends its key; a drawn picture sends none', () => {
    const key = 'AbCdEfGhIjKlMnOpQrStUv';
    const url = `/api/upload/file/${key}?t=20000.sig`;
    const draft = bannerDraft({ ...stored, art: null, upload: key, pic: url }, 'VN');
    expect(draft.photo).toEqual({ key, url });
    expect(bannerRequest(draft).body).toMatchObject({ upload: key, art: 0 });
    expect(bannerRequest({ ...draft, photo: null, art: 2 }).body).not.toHaveProperty('upload');
    expect(preview(url)).toBe(`${url}&w=150&h=60`);
    expect(preview('/api/images/banner/1.svg')).toBe('/api/images/banner/1.svg?w=150&h=60');
  });

  it('fills from a stored banner and sends its link as the desk builds it', () => {
    const draft = bannerDraft(stored, 'VN');
    expect(draft).toMatchObject({
      bannerId: 4,
      countryCode: 'TH',
      linkKind: 'category',
      target: { id: 2, name: 'Fruit' },
    });
    expect(bannerRequest(draft).body).toEqual({
      bannerId: 4,
      countryCode: 'TH',
      titles: { 'en-US': 'Fresh fruit', 'th-TH': 'ผลไม้สด' },
      art: 0,
      link: { kind: 'category', id: 2 },
    });
  });

  it('wants what its link names, and an English title', () => {
    const fresh = bannerDraft(null, 'VN');
    expect(fresh.linkKind).toBe('promotions');
    expect(bannerRequest({ ...fresh, titles: { 'en-US': 'Sale' } }).body?.link).toEqual({ kind: 'promotions' });
    expect(bannerRequest({ ...fresh, linkKind: 'sku' }).problems).toEqual({
      'titles.en-US': 'englishTitle',
      target: 'required',
    });
    expect(bannerRequest({ ...fresh, titles: { 'en-US': 'x' }, linkKind: 'keyword', keyword: '  ' }).problems).toEqual({
      keyword: 'required',
    });
    expect(bannerRequest({ ...fresh, titles: { 'en-US': 'x' }, linkKind: 'specialList' }).body?.link).toEqual({
      kind: 'specialList',
      id: null,
    });
  });
});

describe('moving an item in an ordered list', () => {
  it('moves by one place and stays within the list', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
