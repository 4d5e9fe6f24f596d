import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { previewOrder } from '@storefront/contract/routes';
import type { BodyOf, Locale } from '@storefront/contract';
import { call, type CallOptions } from '../../../lib/http';

export type PreviewInput = BodyOf<typeof previewOrder>;

export const fetchPreviewOrder = (body: PreviewInput, opts?: CallOptions) => call(previewOrder, { body }, opts);

/** Keyed by the whole input: a new address, mode, coupon or payment method prices again. */
export const previewOrderQuery = (locale: Locale, body: PreviewInput) =>
  queryOptions({
    queryKey: ['order', 'preview', locale, body],
    queryFn: ({ signal }) => fetchPreviewOrder(body, { signal, silent: true }),
    // The amounts shown are the ones the customer agrees to: never older than a minute.
    staleTime: 60_000,
    // While a change is priced, the previous amounts stay on screen instead of a skeleton.
    placeholderData: keepPreviousData,
  });

export const usePreviewOrder = (locale: Locale, body: PreviewInput | null) =>
  useQuery({ ...previewOrderQuery(locale, body ?? ({} as PreviewInput)), enabled: !!body });
