import { genTokenByCrm, getMemberInfo } from '@storefront/contract/routes';
import { HEADER_NAMES } from '@storefront/contract/constants';
import type { CustomerSummary, TokenAnswer } from '@storefront/contract';
import { call } from '../../../lib/http';
import { withoutSessionReset } from '../../../lib/actingFor';

/**
 * Spec §6 "a token may also come from a CRM source": the ticket becomes a proxy token for the
 * customer, and the customer's summary is read with that token (before it replaces the session,
 * so a failure leaves the session on this device as it was).
 */
export async function redeemCrmTicket(ticket: string): Promise<{ answer: TokenAnswer; customer: CustomerSummary }> {
  return withoutSessionReset(async () => {
    const answer = await call(genTokenByCrm, { body: { ticket } }, { silent: true });
    const info = await call(
      getMemberInfo,
      {},
      { silent: true, headers: { [HEADER_NAMES.authorization]: answer.tokenHead + answer.token } },
    );
    const m = info.memberDto;
    const customer: CustomerSummary = {
      id: info.id,
      nickname: m.nickname,
      phoneCountryCode: m.phoneCountryCode,
      phone: m.phone,
      username: m.username,
      icon: m.icon,
      isCertified: m.isCertified,
      isRegulars: info.isRegulars,
    };
    return { answer, customer };
  });
}
