import { queryOptions, useQuery } from '@tanstack/react-query';
import { listBankCards } from '@storefront/contract/routes';
import { call } from '../../../lib/http';

export const fetchBankCards = (signal?: AbortSignal) => call(listBankCards, {}, { signal });

/** The token is in the key: one member's cards are never shown to another. */
export const bankCardsQuery = (token: string) =>
  queryOptions({ queryKey: ['order', 'bankCards', token], queryFn: ({ signal }) => fetchBankCards(signal) });

/** A member's saved cards; a visitor has none (and no call is made). */
export const useBankCards = (token: string) => useQuery({ ...bankCardsQuery(token), enabled: !!token });
