import type { MemberDto, MemberInfo } from '@storefront/contract';
import type { Db } from '../../db/client.js';
import type { AuditActor } from '../../lib/audit.js';
import { conflict, forbidden, invalidField, isUniqueViolation, unauthorized } from '../../lib/errors.js';
import { type Actor, canManipulateOrder } from '../../plugins/auth.js';
import { type FieldsCtx, findMemberById, normalizePhone } from '../../shared/members/index.js';
import { attachUploads, uploadUrl } from '../../shared/uploads/attach.js';
import type { UploadStorage } from '../../shared/uploads/storage.js';
import {
  insertMerchantApplication,
  latestMerchantApplication,
  listAccounts,
  listAddresses,
  type MerchantApplicationRow,
  type ProfileChange,
  settingValue,
  updateMember,
} from './member.repository.js';
import { toAccount, toAddress, toMemberDto } from './member.mapper.js';

/**
 * What a member service needs of a request: the database, where its fields are (for field errors)
 * and the audit trail, which records the request's address and transfer-page qrCode itself.
 */
export interface MemberCtx extends FieldsCtx {
  db: Db;
  uploads: UploadStorage;
  audit: (actor: AuditActor, action: string, target?: string, detail?: Record<string, unknown>) => Promise<void>;
}

async function memberOf(ctx: MemberCtx, actor: Actor) {
  const found = await findMemberById(ctx.db, actor.memberId);
  // The session outlived its member (deleted by an operator): same as logged out.
  if (!found) throw unauthorized();
  return found;
}

/** `/sso/info`: everything the session store keeps (spec §3), for the session's own member only. */
export async function memberInfo(ctx: MemberCtx, actor: Actor): Promise<MemberInfo> {
  const db = ctx.db;
  const m = await memberOf(ctx, actor);
  const [accounts, addresses, staff] = await Promise.all([
    listAccounts(db, m.id),
    listAddresses(db, m.id),
    actor.actingStaffId ? findMemberById(db, actor.actingStaffId) : undefined,
  ]);
  const dto = toMemberDto(m);
  return {
    id: m.id,
    isRegulars: m.isRegulars,
    accounts: accounts.map(toAccount),
    memberDto: dto,
    memberReceiveAddressList: addresses.map(toAddress),
    actingStaff: staff ? { id: staff.id, nickname: staff.nickname, username: toMemberDto(staff).username } : null,
    canManipulateOrder: actor.actingStaffId === null && (await canManipulateOrder(db, m.roles)),
  };
}

export async function profile(ctx: MemberCtx, actor: Actor): Promise<MemberDto> {
  return toMemberDto(await memberOf(ctx, actor));
}

/** How long ago a birth date may be: an older one is a mistyped year. */
export const BIRTHDAY_MAX_YEARS = 130;

/**
 * A birth date (`YYYY-MM-DD`) is a day that has begun somewhere — UTC+14 reaches a date first, so a
 * member anywhere may give today's — and is at most BIRTHDAY_MAX_YEARS years before it.
 */
export function isPossibleBirthday(birthday: string, now: Date): boolean {
  const today = new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
  const oldest = `${String(Number(today.slice(0, 4)) - BIRTHDAY_MAX_YEARS).padStart(4, '0')}${today.slice(4)}`;
  return birthday <= today && birthday >= oldest;
}

/**
 * A profile photo is one of the member's own uploads or nothing: never another site's URL (a
 * tracking pixel in every page that shows the avatar). The contract has reduced it to an upload
 * key; attaching it checks the owner in the query and keeps it from the cleanup job.
 */
export async function updateProfile(ctx: MemberCtx, actor: Actor, change: ProfileChange): Promise<MemberDto> {
  if (change.birthday && !isPossibleBirthday(change.birthday, new Date()))
    throw invalidField('body.birthday', 'member.birthdayOutOfRange', { years: BIRTHDAY_MAX_YEARS });
  if (change.icon) {
    const notMine = await attachUploads(ctx.db, ctx.uploads, { memberId: actor.memberId }, [change.icon]);
    if (notMine.length > 0) throw invalidField('body.icon', 'member.iconNotOwnUpload');
    change = { ...change, icon: uploadUrl(change.icon) };
  }
  await memberOf(ctx, actor);
  if (Object.keys(change).length > 0) {
    await updateMember(ctx.db, actor.memberId, change);
    await ctx.audit(actor, 'profile.update', `member:${actor.memberId}`, { fields: Object.keys(change) });
  }
  return toMemberDto(await memberOf(ctx, actor));
}

const toApplication = (a: MerchantApplicationRow) => ({
  id: a.id,
  name: a.name,
  phoneCountryCode: a.phoneCountryCode,
  phoneNumber: a.phoneNumber,
  businessName: a.businessName,
  note: a.note,
  status: a.status as 'pending' | 'approved' | 'rejected',
  createTime: a.createdAt.toISOString(),
});

export async function merchantApplication(ctx: MemberCtx, actor: Actor) {
  const latest = await latestMerchantApplication(ctx.db, actor.memberId);
  return latest ? toApplication(latest) : null;
}

export async function applyMerchant(
  ctx: MemberCtx,
  actor: Actor,
  input: {
    name: string;
    businessName: string;
    note?: string | undefined;
    phoneCountryCode: string;
    phoneNumber: string;
  },
) {
  const db = ctx.db;
  if ((await settingValue(db, 'MERCHANTS_ENTRY_SWITCH')) !== true) throw forbidden();
  const phone = await normalizePhone(ctx, input.phoneCountryCode, input.phoneNumber);
  const latest = await latestMerchantApplication(db, actor.memberId);
  if (latest?.status === 'pending') throw conflict('member.merchantPending');
  const row = await insertMerchantApplication(db, {
    memberId: actor.memberId,
    name: input.name,
    businessName: input.businessName,
    note: input.note ?? null,
    phoneCountryCode: phone.countryCode,
    phoneNumber: phone.nationalNumber,
  }).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw conflict('member.merchantPending');
    throw error;
  });
  await ctx.audit(actor, 'merchant.apply', `merchant_application:${row.id}`);
  return toApplication(row);
}
