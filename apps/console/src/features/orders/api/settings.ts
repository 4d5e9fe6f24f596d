import { queryOptions } from '@tanstack/react-query';
import { getSettings } from '@storefront/contract/routes';
import { call } from '../../../lib/http';

/** The shop's map tiles (`{z}/{x}/{y}`), the same the shop draws its maps with; null: no map. */
export const mapTileQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: () => call(getSettings),
  select: (settings) => settings.mapTileUrl,
  staleTime: Infinity,
});
