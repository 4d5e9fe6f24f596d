import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addressAdd,
  addressDelete,
  addressDetail,
  addressList,
  addressSetDefault,
  addressUpdate,
} from '@storefront/contract/routes';
import type { Address, BodyOf } from '@storefront/contract';
import { invalidateCartPricing } from '../../../lib/cart';
import { call } from '../../../lib/http';
import { local } from '../../../lib/storage';
import { getToken } from '../../../lib/stores/session.store';
import { fetchMemberInfo, MEMBER_INFO_KEY } from '../../../lib/stores/memberInfo';
import { settleWarehouse } from '../../../lib/stores/warehouse.store';

export const ADDRESS_KEY = ['member', 'address'] as const;

export const addressListQuery = () =>
  queryOptions({
    queryKey: [...ADDRESS_KEY, 'list', getToken()],
    queryFn: ({ signal }) => call(addressList, {}, { signal }),
  });

export const addressDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...ADDRESS_KEY, 'detail', id, getToken()],
    queryFn: ({ signal }) => call(addressDetail, { query: { id } }, { signal }),
  });

export type AddressBody = BodyOf<typeof addressAdd>;

/**
 * After any change the list, /sso/info and the saved address follow: a saved address that was
 * deleted or edited is replaced by what the server now says (spec §4: the default, else the first),
 * and a new default is the saved address at once — checkout preselects it, the cart prices for it
 * and the warehouse follows it (asking first when that would move the shopper's cart).
 */
function useAfterChange() {
  const client = useQueryClient();
  return async (changed?: Address | { deletedId: number }) => {
    const saved = local.get('address');
    const newDefault = !!changed && 'id' in changed && changed.defaultStatus === 1 && saved?.id !== changed.id;
    if (saved && changed && 'deletedId' in changed && saved.id === changed.deletedId) local.remove('address');
    if (changed && 'id' in changed && (saved?.id === changed.id || changed.defaultStatus === 1))
      local.set('address', changed);
    await Promise.all([
      client.invalidateQueries({ queryKey: ADDRESS_KEY }),
      client.invalidateQueries({ queryKey: MEMBER_INFO_KEY }),
    ]);
    await fetchMemberInfo({ silent: true }).catch(() => undefined);
    if (newDefault) {
      await settleWarehouse().catch((e: unknown) => console.warn('current warehouse not determined', e));
      await invalidateCartPricing(client);
    }
  };
}

/** Add or update (with an id); field errors come back as a 422 the form shows beside each field. */
export function useSaveAddress() {
  const after = useAfterChange();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: AddressBody }) =>
      id
        ? call(addressUpdate, { body: { ...body, id } }, { silent: true })
        : call(addressAdd, { body }, { silent: true }),
    onSuccess: (saved) => after(saved),
  });
}

export function useDeleteAddress() {
  const after = useAfterChange();
  return useMutation({
    mutationFn: (id: number) => call(addressDelete, { body: { id } }),
    onSuccess: (_, id) => after({ deletedId: id }),
  });
}

export function useSetDefaultAddress() {
  const after = useAfterChange();
  return useMutation({
    mutationFn: (id: number) => call(addressSetDefault, { body: { id } }),
    onSuccess: (saved) => after(saved),
  });
}
