import { useQuery } from '@tanstack/react-query';
import { deskFindTargets } from '@storefront/contract/routes';
import { call } from '../../../lib/http';

export type TargetKind = 'sku' | 'product' | 'category';

/** SKUs, products or categories matching what is typed (nothing until something is). */
export const useTargets = (kind: TargetKind, keyword: string, countryCode?: string) =>
  useQuery({
    queryKey: ['desk', 'targets', kind, keyword, countryCode],
    queryFn: () => call(deskFindTargets, { query: { kind, keyword, countryCode } }),
    enabled: keyword.trim().length > 0,
    staleTime: 60_000,
  });
