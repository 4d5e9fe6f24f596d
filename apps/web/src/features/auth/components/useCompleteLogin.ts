import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { TokenAnswer } from '@storefront/contract';
import { MEMBER_INFO_KEY, memberInfoQuery } from '../../../lib/stores/memberInfo';
import { useSessionStore } from '../../../lib/stores/session.store';
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
    useSessionStore.getState().setLogin(answer);
    queryClient.removeQueries({ queryKey: MEMBER_INFO_KEY });
    await queryClient.fetchQuery(memberInfoQuery()).catch(() => undefined);
    // Spec §4 / DESIGN "Visitors": the visitor's local cart moves into the member's.
    await mergeVisitorCartAfterLogin(queryClient, t);
    const back = safeRedirect(params.get('redirect'));
    if (newMember) {
      const q = new URLSearchParams({ phone: newMember.phone, redirect: back });
      await navigate(`/personalInfo?${q}`, { replace: true });
    } else {
      await navigate(back, { replace: true });
    }
  };
}
