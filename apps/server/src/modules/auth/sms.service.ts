import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { ResultCode, SMS_RESEND_SECONDS, type SmsScene } from '@storefront/contract';
import { translate } from '../../i18n/index.js';
import { AppError, invalidField } from '../../lib/errors.js';
import { hit } from '../../lib/rate-limit.js';
import { fieldOf, maskPhone, type Phone } from '../../shared/members/index.js';
import type { AuthCtx } from './auth.ctx.js';
import { claimTry, consumeCode, deleteCode, findOpenCode, insertCode } from './sms.repository.js';
import type { SmsSender } from './sms.sender.js';

export const CODE_LIFE_SECONDS = 5 * 60;
export const DAILY_LIMIT_PER_PHONE = 10;
export const HOURLY_LIMIT_PER_IP = 20;

const hashCode = (secret: string, phone: Phone, code: string) =>
  createHmac('sha256', secret).update(`${phone.e164}:${code}`).digest('hex');

/**
 * Sends a fresh code, after the limits: per IP (20 an hour), the resend wait (60 s, a 409 with the
 * seconds left for the web's countdown) and per phone (10 a day). All counters are in PostgreSQL.
 */
export async function sendCode(
  ctx: AuthCtx,
  sender: SmsSender,
  secret: string,
  phone: Phone,
  scene: SmsScene,
): Promise<void> {
  const db = ctx.db;
  const ip = await hit(db, `sms:ip:${ctx.ip}`, 60 * 60, HOURLY_LIMIT_PER_IP);
  if (!ip.allowed) throw new AppError(ResultCode.tooMany, 'auth.tooManyFromHere', undefined, null);
  const resend = await hit(db, `sms:wait:${phone.e164}`, SMS_RESEND_SECONDS, 1);
  if (!resend.allowed) {
    throw new AppError(
      ResultCode.conflict,
      'auth.resendTooSoon',
      { seconds: resend.secondsLeft },
      { secondsLeft: resend.secondsLeft },
    );
  }
  const daily = await hit(db, `sms:day:${phone.e164}`, 24 * 60 * 60, DAILY_LIMIT_PER_PHONE);
  if (!daily.allowed) throw new AppError(ResultCode.tooMany, 'auth.dailyLimit');

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(Date.now() + CODE_LIFE_SECONDS * 1000);
  const id = await insertCode(db, phone, scene, hashCode(secret, phone, code), expiresAt, ctx.ip);
  try {
    await sender.send({
      to: phone.e164,
      phoneCountryCode: phone.countryCode,
      phoneNumber: phone.nationalNumber,
      scene,
      code,
      text: translate(ctx.locale, 'auth.smsText', { code, minutes: CODE_LIFE_SECONDS / 60 }),
    });
  } catch (error) {
    await deleteCode(db, id);
    ctx.log.error({ err: error, to: maskPhone(phone), sender: sender.name }, 'sms send failed');
    throw new AppError(ResultCode.serverError, 'auth.smsFailed');
  }
}

/**
 * Checks a code typed by the user and consumes it. Every try, right or wrong, first claims one of
 * the code's five tries atomically (claimTry), so concurrent guesses cannot share one count.
 */
export async function verifyCode(
  ctx: AuthCtx,
  secret: string,
  phone: Phone,
  scenes: SmsScene[],
  code: string,
): Promise<void> {
  const db = ctx.db;
  const open = await findOpenCode(db, phone, scenes);
  if (!open || !(await claimTry(db, open.id))) throw invalidField(fieldOf(ctx, 'smsCode'), 'auth.codeExpired');
  const expected = Buffer.from(open.codeHash, 'hex');
  const actual = Buffer.from(hashCode(secret, phone, code), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    throw invalidField(fieldOf(ctx, 'smsCode'), 'auth.codeWrong');
  }
  if (!(await consumeCode(db, open.id))) throw invalidField(fieldOf(ctx, 'smsCode'), 'auth.codeExpired');
}
