import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { listRegionV2, myStaffRoles } from '@storefront/contract/routes';
import { call } from './http';

export interface WarehouseName {
  warehouseId: number;
  name: string;
  countryCode: string;
}

/** Every warehouse the shop sells from, named in the staff member's language, by country and region. */
export function useWarehouses() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['warehouses', i18n.language],
    queryFn: async (): Promise<WarehouseName[]> =>
      (await call(listRegionV2, { query: {} })).flatMap((region) =>
        region.warehouses.map((w) => ({
          warehouseId: w.warehouseId,
          name: w.warehouseName,
          countryCode: w.countryCode,
        })),
      ),
    staleTime: Infinity,
  });
}

/**
 * The warehouses the signed-in staff member works on (an admin may change them at any time, so
 * they are read from the server rather than kept from sign-in); every warehouse when not limited.
 */
export function useMyWarehouses(): WarehouseName[] {
  const all = useWarehouses().data ?? [];
  const mine = useQuery({ queryKey: ['staff', 'mine'], queryFn: () => call(myStaffRoles) }).data?.warehouseIds;
  return mine?.length ? all.filter((w) => mine.includes(w.warehouseId)) : all;
}
