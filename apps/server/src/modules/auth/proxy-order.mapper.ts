import type { CustomerSummary } from '@storefront/contract';
import { e164Of, type MemberRow } from '../../shared/members/index.js';

/** A customer as staff see them in the list; the password hash never leaves through here. */
export const toCustomerSummary = (m: MemberRow): CustomerSummary => ({
  id: m.id,
  nickname: m.nickname,
  phoneCountryCode: m.phoneCountryCode,
  phone: m.phoneNumber,
  username: e164Of(m.phoneCountryCode, m.phoneNumber),
  icon: m.icon,
  isCertified: m.isCertified,
  isRegulars: m.isRegulars,
});
