import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@storefront/contract';
import { listRegionV2, merchandisingExport, merchandisingImport } from '@storefront/contract/routes';
import { call } from '../../../lib/http';

/** Every warehouse, named in the staff member's language, for the stock column. */
export const warehousesQuery = (locale: string) =>
  queryOptions({
    queryKey: ['catalogue', 'warehouses', locale],
    queryFn: async () =>
      (await call(listRegionV2, { query: {} })).flatMap((r) =>
        r.warehouses.map((w) => ({ warehouseId: w.warehouseId, name: `${w.warehouseName} (${w.countryCode})` })),
      ),
    staleTime: 300_000,
  });

export const exportCatalogue = (warehouseId: number | null) =>
  call(merchandisingExport, { query: { warehouseId: warehouseId ?? undefined } });

/** Checks or imports a file; an import that was applied makes the catalogue's lists read again. */
export function useImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NonNullable<RequestOf<typeof merchandisingImport>['body']>) =>
      call(merchandisingImport, { body }),
    onSuccess: (report) => {
      if (report.applied) void client.invalidateQueries({ queryKey: ['catalogue'] });
    },
  });
}
