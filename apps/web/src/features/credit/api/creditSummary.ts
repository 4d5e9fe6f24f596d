import { queryOptions } from '@tanstack/react-query';
import { creditSummary } from '@storefront/contract/routes';
import { call } from '../../../lib/http';
import { getToken } from '../../../lib/stores/session.store';

export const creditSummaryQuery = () =>
  queryOptions({
    queryKey: ['member', 'credit', getToken()],
    queryFn: ({ signal }) => call(creditSummary, {}, { signal }),
    enabled: !!getToken(),
  });
