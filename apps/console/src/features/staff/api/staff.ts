import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffRole } from '@storefront/contract';
import { grantStaffRole, listStaff, revokeStaffRole, setStaffWarehouses } from '@storefront/contract/routes';
import { call } from '../../../lib/http';

export const staffListQuery = (keyword: string, pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: ['staff', 'list', keyword, pageNum, pageSize],
    queryFn: () => call(listStaff, { query: { keyword: keyword || undefined, pageNum, pageSize } }),
    placeholderData: keepPreviousData,
  });

export interface RoleChange {
  memberId: number;
  role: StaffRole;
  held: boolean;
}

/** Grants or removes one role; the answer is the member's roles as they now stand. */
export function useRoleChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, role, held }: RoleChange) =>
      call(held ? grantStaffRole : revokeStaffRole, { body: { memberId, role } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['staff', 'list'] }),
  });
}

/** Limits a staff member to some warehouses (none: every warehouse); the answer is the member as they now stand. */
export function useSetWarehouses() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { memberId: number; warehouseIds: number[] }) => call(setStaffWarehouses, { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['staff'] }),
  });
}
