import { queryOptions } from '@tanstack/react-query';
import { opsToday } from '@storefront/contract/routes';
import { call } from '../../../lib/http';

/** Today's figures, read again each minute while the screen is open. */
export const todayQuery = () =>
  queryOptions({ queryKey: ['today'], queryFn: () => call(opsToday), refetchInterval: 60_000 });
