import type { MemberAccount, MemberAddress, MemberDto } from '@storefront/contract';
import { STAFF_ROLES } from '@storefront/contract';
import type { memberAccount, memberReceiveAddress } from '../../db/schema/index.js';
import { e164Of, type MemberRow } from '../../shared/members/index.js';

/** The staff roles held, plus `proxyOrder` with `sales`: the name the web reads for ordering for customers. */
function rolesOfDto(held: readonly string[]): MemberDto['roles'] {
  const roles: MemberDto['roles'] = STAFF_ROLES.filter((r) => held.includes(r));
  return held.includes('sales') ? [...roles, 'proxyOrder'] : roles;
}

/** Database rows into the contract's shapes; the password hash never leaves through here. */
export function toMemberDto(m: MemberRow): MemberDto {
  return {
    id: m.id,
    nickname: m.nickname,
    phone: m.phoneNumber,
    phoneCountryCode: m.phoneCountryCode,
    username: e164Of(m.phoneCountryCode, m.phoneNumber),
    isCertified: m.isCertified,
    isApplyCertificate: m.isApplyCertificate,
    icon: m.icon,
    gender: m.gender as MemberDto['gender'],
    email: m.email,
    createTime: m.createdAt.toISOString(),
    city: m.city,
    birthday: m.birthday,
    memberLevelId: m.memberLevelId,
    periodicSettlement: m.periodicSettlement as MemberDto['periodicSettlement'],
    hasPassword: m.passwordHash !== null,
    roles: rolesOfDto(m.roles),
  };
}

export const toAccount = (a: typeof memberAccount.$inferSelect): MemberAccount => ({
  currencyCode: a.currencyCode,
  walletBalance: a.walletBalance,
  creditLimit: a.creditLimit,
  creditUsed: a.creditUsed,
  creditAvailable: Math.max(0, a.creditLimit - a.creditUsed),
});

export const toAddress = (a: typeof memberReceiveAddress.$inferSelect): MemberAddress => ({
  id: a.id,
  memberId: a.memberId,
  name: a.name,
  phoneCountryCode: a.phoneCountryCode,
  phoneNumber: a.phoneNumber,
  defaultStatus: a.defaultStatus === 1 ? 1 : 0,
  postCode: a.postCode,
  provinceCode: a.provinceCode,
  districtCode: a.districtCode,
  wardCode: a.wardCode,
  detailAddress: a.detailAddress,
  houseNumber: a.houseNumber,
  longitude: a.longitude,
  latitude: a.latitude,
  images: a.images,
  inRegion: a.inRegion,
});
