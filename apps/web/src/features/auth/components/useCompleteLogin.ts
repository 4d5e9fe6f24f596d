import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { TokenAnswer } from '@storefront/contract';
import { MEMBER_INFO_KEY, memberInfoQuery } from '../../../lib/stores/memberInfo';
import { useSessionStore } from '../../../lib/stores/session.store';
import { settleWarehouse, useWarehouseStore } from '../../../lib/stores/warehouse.store';
import { safeRedirect } from '../../../lib/safeRedirect';
import { mergeVisitorCartAfterLogin } from '../../../lib/cart';
import { useT } from '../../../i18n';

/**
 * After any login: store the token (head + token), read /sso/info (which also fills the saved
 * address), then go back to where the user was sent from. A new member is first offered to
 * complete the profile (personalInfo?phone=), with the same way back.
 */
export function useCompleteLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { t } = useT();
  return async (answer: TokenAnswer, newMember?: { phone: string }) => {
    const shoppedIn = useWarehouseStore.getState().warehouse?.warehouseId;
    useSessionStore.getState().setLogin(answer);
    queryClient.removeQueries({ queryKey: MEMBER_INFO_KEY });
    await queryClient.fetchQuery(memberInfoQuery()).catch(() => undefined);
    // The saved address may be served by another warehouse: the shopper is asked first, so the
    // cart below lands in the warehouse she then sees.
    await settleWarehouse().catch((e: unknown) => console.warn('current warehouse not determined', e));
    // Spec §4 / DESIGN "Visitors": the visitor's local cart moves into the member's.
    await mergeVisitorCartAfterLogin(queryClient, t, shoppedIn);
    const back = safeRedirect(params.get('redirect'));
    if (newMember) {
      const q = new URLSearchParams({ phone: newMember.phone, redirect: back });
      await navigate(`/personalInfo?${q}`, { replace: true });
    } else {
      await navigate(back, { replace: true });
    }
  };
}
