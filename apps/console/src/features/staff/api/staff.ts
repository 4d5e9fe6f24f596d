import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffRole } from '@storefront/contract';
import { grantStaffRole, listStaff, revokeStaffRole } from '@storefront/contract/routes';
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
