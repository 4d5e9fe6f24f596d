import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { country } from '../../db/schema/index.js';
import { invalidField } from '../../lib/errors.js';
import { fieldOf, type FieldsCtx } from './field.js';

export interface Phone {
  /** Dialling code without "+", e.g. "84". */
  countryCode: string;
  /** National significant number, e.g. "901234501". */
  nationalNumber: string;
  /** "+84901234501". */
  e164: string;
}

/**
 * Validates a phone per country with libphonenumber-js's full metadata and normalises it (the
 * trunk 0 dropped), so "0901 234 501" and "901234501" are the same member. Only the dialling codes
 * of the countries we sell in are accepted: codes are never sent to premium foreign numbers.
 */
export async function normalizePhone(ctx: FieldsCtx & { db: Db }, countryCode: string, typed: string): Promise<Phone> {
  const known = await ctx.db.select({ c: country.countryCode }).from(country).where(eq(country.phoneCode, countryCode));
  if (known.length === 0) throw invalidField(fieldOf(ctx, 'phoneCountryCode'), 'auth.invalidPhone');
  const parsed = parsePhoneNumberFromString(typed, { defaultCallingCode: countryCode });
  const type = parsed?.getType();
  const mobile = type === undefined || type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
  if (!parsed || !parsed.isValid() || parsed.countryCallingCode !== countryCode || !mobile) {
    throw invalidField(fieldOf(ctx, 'phoneNumber'), 'auth.invalidPhone');
  }
  return { countryCode, nationalNumber: parsed.nationalNumber, e164: parsed.number };
}

export const e164Of = (countryCode: string, nationalNumber: string) => `+${countryCode}${nationalNumber}`;

/** For logs: enough to tell numbers apart, not enough to reuse. */
export const maskPhone = (p: Phone) =>
  `+${p.countryCode}${'*'.repeat(Math.max(0, p.nationalNumber.length - 3))}${p.nationalNumber.slice(-3)}`;
