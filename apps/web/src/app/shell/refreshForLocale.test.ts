import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { refreshForLocale } from './useFollowSessionAndLanguage';
import { setupHttp } from '../setupHttp';

const detailKey = ['order', 'detail', 7, null];
const cartKey = ['cart', 'pricing', 'th-TH', 1, {}];

beforeEach(() => {
  // Country names answer nothing useful here: what matters is which cached answers go stale.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  setupHttp();
});
afterEach(() => vi.unstubAllGlobals());

describe('switching the language', () => {
  it('reads orders again, whose lines the server words in the reader’s language', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(detailKey, { list: [{ promotion: { message: 'Half price · Promotion price ₫26,000' } }] });
    queryClient.setQueryData(cartKey, { list: [] });
    await refreshForLocale(queryClient, 'th-TH');
    expect(queryClient.getQueryState(detailKey)?.isInvalidated).toBe(true);
    // Answers keyed by their locale are left alone: the new locale has its own.
    expect(queryClient.getQueryState(cartKey)?.isInvalidated).toBe(false);
  });
});
