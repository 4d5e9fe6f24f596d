import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveSession } from '../../../lib/session';
import { fakeApi, ok } from '../../../test/fakeApi';
import { renderConsole } from '../../../test/render';
import { api } from './fixtures';

beforeEach(() => saveSession({ token: 'Bearer staff-token', name: 'Tùng Ngô', roles: ['catalogue'] }));

describe('the search words screen', () => {
  it('makes a synonym of a search that found nothing in one click, in the language chosen', async () => {
    const fake = fakeApi({
      'GET /staff/catalogue/search/misses': (req) =>
        ok(
          req.query.get('locale') === 'en-US'
            ? [{ keyword: 'ringo', searches: 14, lastDay: '2026-12-04', hasSynonyms: false }]
            : [],
        ),
      'GET /staff/catalogue/synonym/list': () => ok([{ locale: 'en-US', word: 'soda pop', synonyms: ['cola'] }]),
      'POST /staff/catalogue/synonym/save': () => ok([{ locale: 'en-US', word: 'ringo', synonyms: ['apple'] }]),
    });
    renderConsole('/catalogue/words');
    const user = userEvent.setup();
    const row = (await screen.findByText('ringo')).closest('tr')!;
    expect(within(row).getByText('14')).toBeTruthy();
    expect(within(row).getByText('Dec 4, 2026')).toBeTruthy();
    expect(screen.getByText('cola')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Add a synonym for ringo' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Word shoppers type').value).toBe('ringo');
    const save = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Save the synonym' });
    expect(save.disabled).toBe(true);
    await user.click(within(dialog).getByRole('combobox', { name: 'Also searches' }));
    await user.keyboard('apple{Enter}');
    await user.click(save);
    await waitFor(() => expect(fake.calls('POST', '/staff/catalogue/synonym/save')).toHaveLength(1));
    expect(fake.calls('POST', '/staff/catalogue/synonym/save')[0]?.body).toEqual({
      locale: 'en-US',
      word: 'ringo',
      synonyms: ['apple'],
    });
    // The misses are read again after the change.
    await waitFor(() => expect(fake.calls('GET', '/staff/catalogue/search/misses').length).toBeGreaterThan(1));

    await user.click(screen.getByRole('combobox', { name: 'Language of the searches' }));
    await user.click(await screen.findByTitle('Tiếng Việt'));
    await waitFor(() =>
      expect(fake.calls('GET', '/staff/catalogue/search/misses').at(-1)?.query.get('locale')).toBe('vi-VN'),
    );
    expect(await screen.findByText('Every search found something this week.')).toBeTruthy();
  });

  it('opens a new product named by a missed search, in the language it was typed in', async () => {
    api({
      'GET /staff/catalogue/search/misses': (req) =>
        ok(
          req.query.get('locale') === 'th-TH'
            ? [{ keyword: 'ทุเรียนทอด', searches: 9, lastDay: '2026-12-03', hasSynonyms: false }]
            : [],
        ),
      'GET /staff/catalogue/synonym/list': () => ok([]),
    });
    const { router } = renderConsole('/catalogue/words');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Language of the searches' }));
    await user.click(await screen.findByTitle('ไทย'));
    const row = (await screen.findByText('ทุเรียนทอด')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Make a product named ทุเรียนทอด' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalogue/new'));
    const address = new URLSearchParams(router.state.location.search);
    expect([address.get('name'), address.get('locale')]).toEqual(['ทุเรียนทอด', 'th-TH']);
    expect((await screen.findByLabelText<HTMLInputElement>('Name in ไทย')).value).toBe('ทุเรียนทอด');
    expect(screen.getByLabelText<HTMLInputElement>('Name in English').value).toBe('');
    expect(
      screen.getByText(
        'The name in ไทย is filled in with what shoppers searched for: check its spelling and capitals.',
      ),
    ).toBeTruthy();
  });
});
