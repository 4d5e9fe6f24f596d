import type { QueryClient } from '@tanstack/react-query';
import { logout } from '@storefront/contract/routes';
import { call } from './http';
import { local } from './storage';
import { dropMemberQueries, memberInfoQuery } from './stores/memberInfo';
import { useSessionStore, type SessionState } from './stores/session.store';

/**
 * Staff acting for a customer ("ordering for a customer", spec §4 proxy login). Shared by the
 * bar on every screen (components/ActingForBar) and the My page, so it lives in lib.
 */

/** The customer's name as staff know it: nickname, else user name, else the recent-customer entry. */
export function actingForName(s: Pick<SessionState, 'memberDto' | 'guestLoginList'>): string {
  const recent = s.guestLoginList[0];
  return (
    s.memberDto?.nickname ||
    s.memberDto?.username ||
    recent?.nickname ||
    (recent ? `+${recent.phoneCountryCode} ${recent.phone}` : '')
  );
}

/** After the member changed, nothing cached for the previous one may show; the new info is read. */
export async function afterMemberSwitch(queryClient: QueryClient): Promise<void> {
  local.remove('address');
  dropMemberQueries(queryClient);
  await queryClient.fetchQuery(memberInfoQuery()).catch(() => undefined);
}

/**
 * Ends the proxy session on the server (sent with the customer's token, so it ends that one, not
 * the staff one) and restores the staff member's own session. A 401 here already restored it
 * (app/setupHttp.ts), so the answer does not matter.
 */
export async function exitActingFor(queryClient: QueryClient): Promise<void> {
  await call(logout, {}, { silent: true }).catch(() => undefined);
  useSessionStore.getState().exitGuestOrdering();
  await afterMemberSwitch(queryClient);
}

let redeemingTickets = 0;
export const isRedeemingTicket = (): boolean => redeemingTickets > 0;

/**
 * A refused CRM ticket answers 401 about the ticket, not about the session on this device: while
 * one is redeemed, a 401 must not log out the staff member who opened the link (app/setupHttp.ts).
 */
export async function withoutSessionReset<T>(redeem: () => Promise<T>): Promise<T> {
  redeemingTickets++;
  try {
    return await redeem();
  } finally {
    redeemingTickets--;
  }
}
