import { ResultCode, SMS_RESEND_SECONDS, type SmsScene, type TokenAnswer } from '@storefront/contract';
import { AppError, forbidden, invalidField } from '../../lib/errors.js';
import { hit, refund } from '../../lib/rate-limit.js';
import type { Actor } from '../../plugins/auth.js';
import { fieldOf, findMemberById, normalizePhone } from '../../shared/members/index.js';
import { endSession, insertVisitor, issueToken, newVisitorId, endMemberSessions } from '../../shared/sessions/index.js';
import type { AuthCtx } from './auth.ctx.js';
import { findMemberByPhone, insertMember, setPasswordHash } from './login.repository.js';
import { hashPassword, verifyNothing, verifyPassword } from '../../shared/members/password.js';
import { CODE_LIFE_SECONDS, sendCode, verifyCode } from './sms.service.js';
import type { SmsSender } from './sms.sender.js';

export interface IdentityDeps {
  sender: SmsSender;
  codeSecret: string;
}

interface PhoneInput {
  phoneCountryCode: string;
  phoneNumber: string;
}

export const LOOKUPS_PER_10_MIN = 300;
/** Wrong passwords for one phone from one address: the guesser's own address is what stops. */
export const PASSWORD_FAILURES_PER_PHONE_AND_ADDRESS = 10;
/** Wrong passwords from one address over any phones (spraying one password over many phones). */
export const PASSWORD_FAILURES_PER_ADDRESS = 30;
/**
 * Wrong passwords for one phone from everywhere in an hour: past it, password login for that phone
 * pauses, but SMS login does not, so a botnet cannot lock the customer out of their account.
 */
export const PASSWORD_FAILURES_PER_PHONE = 100;
const PASSWORD_FAILURES_PER_15_MIN = 10;

/** Sends a code; the answer is the web's countdown (when it may ask again, how long the code lives). */
export async function requestCode(ctx: AuthCtx, deps: IdentityDeps, input: PhoneInput & { scene: SmsScene }) {
  const phone = await normalizePhone(ctx, input.phoneCountryCode, input.phoneNumber);
  // A reset code for a phone nobody owns would be an SMS paid for nothing. The answer tells
  // whether the phone is registered, so it counts against the same limit as registeredOrNot.
  if (input.scene === 'resetPassword') {
    await countLookup(ctx);
    if (!(await findMemberByPhone(ctx.db, phone))) {
      throw invalidField(fieldOf(ctx, 'phoneNumber'), 'auth.phoneNotRegistered');
    }
  }
  await sendCode(ctx, deps.sender, deps.codeSecret, phone, input.scene);
  return { resendAfterSeconds: SMS_RESEND_SECONDS, expiresInSeconds: CODE_LIFE_SECONDS };
}

/**
 * Every answer that tells whether a phone is registered counts here: the spec makes registration
 * public, the limit keeps it from being a bulk phone-number oracle through any of its doors.
 */
async function countLookup(ctx: AuthCtx) {
  if (!(await hit(ctx.db, `lookup:ip:${ctx.ip}`, 10 * 60, LOOKUPS_PER_10_MIN)).allowed) {
    throw new AppError(ResultCode.tooMany, 'tooMany');
  }
}

export async function registeredOrNot(ctx: AuthCtx, input: PhoneInput) {
  await countLookup(ctx);
  const phone = await normalizePhone(ctx, input.phoneCountryCode, input.phoneNumber);
  const found = await findMemberByPhone(ctx.db, phone);
  return { registered: !!found, hasPassword: !!found?.passwordHash };
}

async function startSession(ctx: AuthCtx, memberId: number, action: string): Promise<TokenAnswer> {
  const { tokenHead, token } = await issueToken(ctx.db, { kind: 'member', memberId, ip: ctx.ip });
  await ctx.audit({ memberId, actingStaffId: null }, action, `member:${memberId}`);
  return { tokenHead, token };
}

/** A login or register code logs in; a new phone becomes a member only with the agreement accepted. */
export async function loginBySmsCode(
  ctx: AuthCtx,
  deps: IdentityDeps,
  input: PhoneInput & { smsCode: string; agreement?: boolean | undefined },
): Promise<TokenAnswer> {
  const db = ctx.db;
  const phone = await normalizePhone(ctx, input.phoneCountryCode, input.phoneNumber);
  const existing = await findMemberByPhone(db, phone);
  if (!existing && input.agreement !== true) {
    // "Accept the agreement" tells that the phone is not registered: a lookup like any other.
    await countLookup(ctx);
    throw invalidField(fieldOf(ctx, 'agreement'), 'auth.agreementRequired');
  }
  await verifyCode(ctx, deps.codeSecret, phone, ['login', 'register'], input.smsCode);
  if (existing) return startSession(ctx, existing.id, 'login.sms');
  const created = await insertMember(db, phone);
  await ctx.audit({ memberId: created.id, actingStaffId: null }, 'member.register', `member:${created.id}`, {
    agreement: true,
  });
  return startSession(ctx, created.id, 'login.sms');
}

export async function loginByPassword(ctx: AuthCtx, input: PhoneInput & { password: string }): Promise<TokenAnswer> {
  const db = ctx.db;
  const phone = await normalizePhone(ctx, input.phoneCountryCode, input.phoneNumber);
  // Three counters of failures, none of which an attacker elsewhere can fill for the customer's
  // own address: per phone and address, per address, and a high per-phone ceiling that leaves
  // SMS login open. Each attempt takes its place in all three BEFORE the (slow) hash, atomically,
  // so a burst of guesses sent at once cannot all pass a check made before any was counted; an
  // attempt refused here or that succeeds gives its place back, so only failures stay counted.
  const keys = [
    { key: `login:pw:ip:${ctx.ip}`, seconds: 15 * 60, limit: PASSWORD_FAILURES_PER_ADDRESS },
    { key: `login:pw:${phone.e164}:${ctx.ip}`, seconds: 15 * 60, limit: PASSWORD_FAILURES_PER_PHONE_AND_ADDRESS },
    { key: `login:pw:${phone.e164}`, seconds: 60 * 60, limit: PASSWORD_FAILURES_PER_PHONE },
  ];
  const hits = await Promise.all(keys.map((k) => hit(db, k.key, k.seconds, k.limit)));
  const giveBack = () => Promise.all(keys.map((k) => refund(db, k.key)));
  if (!hits.every((h) => h.allowed)) {
    await giveBack();
    throw new AppError(ResultCode.tooMany, hits[0]!.allowed ? 'auth.tooManyPasswordTries' : 'auth.tooManyFromHere');
  }
  const found = await findMemberByPhone(db, phone);
  const ok = found?.passwordHash
    ? await verifyPassword(input.password, found.passwordHash)
    : await verifyNothing(input.password);
  if (!found || !ok) throw invalidField(fieldOf(ctx, 'password'), 'auth.wrongPassword');
  await giveBack();
  return startSession(ctx, found.id, 'login.password');
}

/** A reset ends every session: whoever knew the old password is logged out too. */
export async function resetPassword(
  ctx: AuthCtx,
  deps: IdentityDeps,
  input: PhoneInput & { smsCode: string; password: string },
): Promise<null> {
  const db = ctx.db;
  const phone = await normalizePhone(ctx, input.phoneCountryCode, input.phoneNumber);
  const found = await findMemberByPhone(db, phone);
  if (!found) throw invalidField(fieldOf(ctx, 'phoneNumber'), 'auth.phoneNotRegistered');
  await verifyCode(ctx, deps.codeSecret, phone, ['resetPassword'], input.smsCode);
  await setPasswordHash(db, found.id, await hashPassword(input.password));
  await endMemberSessions(db, found.id);
  await ctx.audit({ memberId: found.id, actingStaffId: null }, 'password.reset', `member:${found.id}`);
  return null;
}

/**
 * Changes the password of the logged-in member; the old one is required once one is set. Staff in a
 * proxy session may order for the customer but never take over the account.
 */
export async function changePassword(
  ctx: AuthCtx,
  actor: Actor,
  input: { oldPassword?: string | undefined; newPassword: string },
): Promise<null> {
  if (actor.actingStaffId !== null) throw forbidden();
  const db = ctx.db;
  const found = (await findMemberById(db, actor.memberId))!;
  if (found.passwordHash) {
    if (!input.oldPassword) throw invalidField(fieldOf(ctx, 'oldPassword'), 'field.required');
    const key = `login:pw:${actor.memberId}:change`;
    // Counted before the hash (a burst cannot outrun the check), given back unless it failed.
    if (!(await hit(db, key, 15 * 60, PASSWORD_FAILURES_PER_15_MIN)).allowed) {
      await refund(db, key);
      throw new AppError(ResultCode.tooMany, 'auth.tooManyPasswordTries');
    }
    if (!(await verifyPassword(input.oldPassword, found.passwordHash)))
      throw invalidField(fieldOf(ctx, 'oldPassword'), 'auth.wrongOldPassword');
    await refund(db, key);
  }
  await setPasswordHash(db, found.id, await hashPassword(input.newPassword));
  await endMemberSessions(db, found.id, actor.sessionId);
  await ctx.audit(actor, 'password.change', `member:${found.id}`);
  return null;
}

/** Ends the caller's session (a staff member's own takes their proxy sessions with it). */
export async function logout(ctx: AuthCtx, actor: Actor): Promise<null> {
  await endSession(ctx.db, { id: actor.sessionId, memberId: actor.memberId, actingStaffId: actor.actingStaffId });
  await ctx.audit(actor, 'logout', `session:${actor.sessionId}`);
  return null;
}

/**
 * A new visitor and its token. Each call writes a session row, so one address cannot fill the
 * table; generous, because mobile carriers put many customers behind one address. The web's
 * visitorId (its fingerprint) is at most a hint and identifies nobody: each call is a new visitor,
 * and the web keeps its token for as long as it wants to stay that visitor.
 */
export async function visitorToken(ctx: AuthCtx): Promise<TokenAnswer & { visitorId: string }> {
  if (!(await hit(ctx.db, `visitor:ip:${ctx.ip}`, 60 * 60, 300)).allowed) {
    throw new AppError(ResultCode.tooMany, 'tooMany');
  }
  const visitorId = newVisitorId();
  const visitorRef = await insertVisitor(ctx.db, visitorId);
  const { tokenHead, token } = await issueToken(ctx.db, { kind: 'visitor', visitorRef, ip: ctx.ip });
  return { tokenHead, token, visitorId };
}
