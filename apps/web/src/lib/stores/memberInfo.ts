import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getMemberInfo } from '@storefront/contract/routes';
import type { MemberAddress, MemberInfo } from '@storefront/contract';
import { call, type CallOptions } from '../http';
import { clearCart } from '../cart/cart.store';
import { local } from '../storage';
import { getToken, useSessionStore } from './session.store';

/**
 * /sso/info is read by the boot, by login, by My and after a guest-ordering switch, so it lives
 * here rather than in one feature (features do not import each other).
 */
export const MEMBER_INFO_KEY = ['sso', 'info'] as const;

/** Spec §4: the default address, else the first; null when there is none. */
export const pickSavedAddress = (list: readonly MemberAddress[]): MemberAddress | null =>
  list.find((a) => a.defaultStatus === 1) ?? list[0] ?? null;

/** Stores the answer, and fills an empty saved address (absent or id 0) per spec §4. */
export function applyMemberInfo(info: MemberInfo): MemberInfo {
  useSessionStore.getState().setInfo(info);
  const saved = local.get('address');
  if (!saved || !saved.id) {
    const pick = pickSavedAddress(info.memberReceiveAddressList);
    if (pick) local.set('address', pick);
  }
  return info;
}

export const fetchMemberInfo = async (opts?: CallOptions) => applyMemberInfo(await call(getMemberInfo, {}, opts));

/** Keyed by the token too: after a login, a logout or a guest-ordering switch it is another member. */
export const memberInfoQuery = (opts?: CallOptions) =>
  queryOptions({
    queryKey: [...MEMBER_INFO_KEY, getToken()],
    queryFn: ({ signal }) => fetchMemberInfo({ ...opts, signal }),
    staleTime: 30_000,
  });

/**
 * Logout (spec §4): the session state, the stored address and user, and the cart. The visitor cart
 * was merged into the member's at login, so what is left locally belongs to nobody now.
 */
export function forgetMember(): void {
  useSessionStore.getState().reset();
  local.remove('address');
  clearCart();
}

/** Query keys that do not depend on who is logged in (countries, settings); the rest is dropped. */
const SHARED_QUERY_ROOTS = new Set<unknown>(['global', 'app']);

/**
 * After the member changes (logout, guest ordering in or out) nothing cached for the previous one
 * may show: every other feature's member data (cart, orders, addresses…) is dropped with it.
 */
export function dropMemberQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (q) => !SHARED_QUERY_ROOTS.has(q.queryKey[0]) });
}
