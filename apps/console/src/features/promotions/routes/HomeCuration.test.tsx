import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeskBanner } from '@storefront/contract';
import { saveSession } from '../../../lib/session';
import { fakeApi, ok, type Seen } from '../../../test/fakeApi';
import { countries } from '../../../test/fixtures';
import { renderConsole } from '../../../test/render';

const banner = (over: Partial<DeskBanner>): DeskBanner => ({
  bannerId: 1,
  countryCode: 'VN',
  title: 'Fresh fruit',
  titles: { 'en-US': 'Fresh fruit' },
  art: 0,
  upload: null,
  pic: '/api/images/banner/0.svg',
  link: '/searchList?categoryId=2',
  target: { kind: 'category', id: 2 },
  targetName: 'Fruit',
  ...over,
});
const banners = [
  banner({}),
  banner({
    bannerId: 2,
    title: 'Stock up',
    art: 1,
    link: '/promotion',
    target: { kind: 'promotions' },
    targetName: null,
  }),
];
const tea = { id: 31, name: 'Oolong tea', detail: '250 g', listPrice: 89000, currencyCode: 'VND' };

function api(extra: Record<string, (req: Seen) => ReturnType<typeof ok>> = {}) {
  return fakeApi({
    'GET /global/base/getCountry': () => ok(countries),
    'GET /staff/catalogue/home/banner/list': () => ok(banners),
    'GET /staff/catalogue/home/list/list': () =>
      ok([{ listId: 5, title: 'Weekend picks', titles: { 'en-US': 'Weekend picks' }, subtitles: {}, itemCount: 24 }]),
    'GET /staff/catalogue/home/recommendation/list': (req) =>
      ok({ countryCode: req.query.get('countryCode'), items: [] }),
    'GET /staff/catalogue/target/find': () => ok([tea]),
    ...extra,
  });
}

beforeEach(() => saveSession({ token: 'Bearer staff-token', name: 'Tùng Ngô', roles: ['catalogue'] }));

describe('the Home page curation', () => {
  it('shows the banners in the shop’s order with where each leads, and moves one up', async () => {
    const { calls } = api({ 'POST /staff/catalogue/home/banner/arrange': () => ok([banners[1], banners[0]]) });
    renderConsole('/promotions/home');
    const fruit = (await screen.findByText('Fresh fruit')).closest('tr')!;
    expect(within(fruit).getByText('A category: Fruit')).toBeTruthy();
    expect(screen.getByText('The promotions page')).toBeTruthy();
    expect(screen.getByText('Weekend picks')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Move Stock up up' }));
    await waitFor(() => expect(calls('POST', '/staff/catalogue/home/banner/arrange')).toHaveLength(1));
    expect(calls('POST', '/staff/catalogue/home/banner/arrange')[0]!.body).toEqual({
      countryCode: 'VN',
      bannerIds: [2, 1],
    });
  });

  it('moves a special list down with the keyboard; the shop shows them in that order', async () => {
    const lists = [
      { listId: 5, title: 'Weekend picks', titles: { 'en-US': 'Weekend picks' }, subtitles: {}, itemCount: 24 },
      { listId: 6, title: 'Rainy day', titles: { 'en-US': 'Rainy day' }, subtitles: {}, itemCount: 3 },
    ];
    const { calls } = api({
      'GET /staff/catalogue/home/list/list': () => ok(lists),
      'POST /staff/catalogue/home/list/arrange': () => ok([lists[1], lists[0]]),
    });
    renderConsole('/promotions/home');
    const user = userEvent.setup();
    await screen.findByText('Rainy day');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Move Weekend picks up' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Move Rainy day down' }).disabled).toBe(true);
    screen.getByRole('button', { name: 'Move Weekend picks down' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls('POST', '/staff/catalogue/home/list/arrange')).toHaveLength(1));
    expect(calls('POST', '/staff/catalogue/home/list/arrange')[0]!.body).toEqual({ listIds: [6, 5] });
  });

  it('adds a banner leading to a search', async () => {
    const saved: unknown[] = [];
    api({
      'POST /staff/catalogue/home/banner/save': (req) => {
        saved.push(req.body);
        return ok(banner({ bannerId: 3 }));
      },
    });
    renderConsole('/promotions/home');
    await userEvent.click(await screen.findByRole('button', { name: 'New banner' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('Picture 3'));
    await userEvent.click(within(dialog).getByLabelText('Leads to'));
    await userEvent.click(await screen.findByTitle('A search'));
    await userEvent.type(within(dialog).getByLabelText('A search'), 'durian');
    await userEvent.type(within(dialog).getByLabelText('In English'), 'Durian week');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      countryCode: 'VN',
      titles: { 'en-US': 'Durian week' },
      art: 2,
      link: { kind: 'keyword', keyword: 'durian' },
    });
  });

  it('uploads a banner photo, previews it and saves the banner with it', async () => {
    const key = 'CCCCCCCCCCCCCCCCCCCCCC';
    const saved: unknown[] = [];
    const { calls } = api({
      'POST /upload/image': () =>
        ok({
          key,
          url: `/api/upload/file/${key}?t=1.s`,
          contentType: 'image/webp',
          width: 900,
          height: 360,
          bytes: 1,
          purpose: 'banner',
        }),
      'POST /staff/catalogue/home/banner/save': (req) => {
        saved.push(req.body);
        return ok(banner({ bannerId: 3 }));
      },
    });
    renderConsole('/promotions/home');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New banner' }));
    const dialog = await screen.findByRole('dialog');
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([new Uint8Array([1, 2, 3])], 'harvest.jpg', { type: 'image/jpeg' }));
    const photo = await within(dialog).findByRole('img', { name: 'The banner’s photo' });
    expect(photo.getAttribute('src')).toBe(`/api/upload/file/${key}?t=1.s&w=150&h=60`);
    expect(calls('POST', '/upload/image')).toHaveLength(1);
    await user.type(within(dialog).getByLabelText('In English'), 'Harvest week');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      countryCode: 'VN',
      titles: { 'en-US': 'Harvest week' },
      art: 0,
      upload: key,
      link: { kind: 'promotions' },
    });
  });

  it('puts a SKU first in the recommendations of the chosen country', async () => {
    const { calls } = api({
      'POST /staff/catalogue/home/recommendation/set': (req) =>
        ok({ countryCode: 'TH', items: (req.body as { skuIds: number[] }).skuIds.map(() => tea) }),
    });
    renderConsole('/promotions/home?country=TH');
    const part = (await screen.findByRole('heading', { name: 'Recommendations shown first' })).closest('section')!;
    expect(await within(part).findByText('No SKUs yet')).toBeTruthy();
    await userEvent.type(within(part).getByLabelText('Add a SKU'), 'oolong');
    await userEvent.click(await screen.findByTitle('Oolong tea (No. 31) · 250 g · ₫89,000'));
    expect(within(part).getByText('1. Oolong tea (No. 31) · 250 g · ₫89,000')).toBeTruthy();
    await userEvent.click(within(part).getByRole('button', { name: 'Save the recommendations' }));
    await waitFor(() => expect(calls('POST', '/staff/catalogue/home/recommendation/set')).toHaveLength(1));
    expect(calls('POST', '/staff/catalogue/home/recommendation/set')[0]!.body).toEqual({
      countryCode: 'TH',
      skuIds: [31],
    });
    expect(calls('GET', '/staff/catalogue/target/find').at(-1)!.query.get('countryCode')).toBe('TH');
  });
});
