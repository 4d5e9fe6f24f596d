import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { country, customerOrder, member } from '../../db/schema/index.js';

/**
 * The order's phone (the recipient's, else the pickup person's) as digits without the trunk 0: the
 * form a member's phone is stored in. The same expression as the index `customer_order_phone_idx`,
 * so a search by phone reads the index, not the whole table.
 */
export const orderPhoneDigits = sql`ltrim(regexp_replace(coalesce(${customerOrder.address} ->> 'phoneNumber', ${customerOrder.pickup} ->> 'phoneNumber'), '\\D', '', 'g'), '0')`;
const orderPhoneCode = sql`coalesce(${customerOrder.address} ->> 'phoneCountryCode', ${customerOrder.pickup} ->> 'phoneCountryCode')`;

/** A phone as it may be meant: a national number, with the dialling code when one was typed in front. */
export interface PhoneForm {
  countryCode: string | null;
  national: string;
}

/** Shorter than this, digits are part of an order number, not a phone. */
const MIN_NATIONAL = 6;

/**
 * What a typed phone may be: "0901 234 777" and "901234777" are the national number; "+84 901 234
 * 777", "0084901234777" and "84901234777" are it after a dialling code of one to three digits. Each
 * split is a separate form (the code is checked against the order's), so no guess is needed about
 * which dialling codes exist. Anything with letters is not a phone.
 */
export function phoneForms(typed: string): PhoneForm[] {
  if (!/^[\d\s().+-]+$/.test(typed)) return [];
  const digits = typed.replace(/\D/g, '').replace(/^0+/, '');
  const forms: PhoneForm[] = [];
  if (digits.length >= MIN_NATIONAL) forms.push({ countryCode: null, national: digits });
  for (let k = 1; k <= 3; k++) {
    const national = digits.slice(k).replace(/^0+/, '');
    if (national.length >= MIN_NATIONAL) forms.push({ countryCode: digits.slice(0, k), national });
  }
  return forms;
}

/**
 * Orders whose customer has one of these phones: the member who placed it (by the member's unique
 * phone index), or the phone typed on the order (a visitor's, a recipient's, a pickup person's).
 */
export function phoneIn(forms: PhoneForm[]): SQL | undefined {
  if (forms.length === 0) return undefined;
  const typed = forms.map((f) =>
    f.countryCode === null
      ? sql`${orderPhoneDigits} = ${f.national}`
      : and(sql`${orderPhoneDigits} = ${f.national}`, sql`${orderPhoneCode} = ${f.countryCode}`)!,
  );
  // Every form by the member's (dialling code, number) index: without a code, each country's.
  const members = forms.map((f) =>
    and(
      eq(member.phoneNumber, f.national),
      f.countryCode === null
        ? inArray(member.phoneCountryCode, sql`(select ${country.phoneCode} from ${country})`)
        : eq(member.phoneCountryCode, f.countryCode),
    ),
  );
  // `= any(array(…))` rather than `in (…)`: the members are found first, so each branch of the OR
  // (with the order number's trigram index) is an index scan, not a pass over every order.
  return or(
    ...typed,
    sql`${customerOrder.memberId} = any(array(select ${member.id} from ${member} where ${or(...members)}))`,
  );
}

/** Time zones run from UTC−12 to UTC+14: a local day lies within these hours around its UTC day. */
const EARLIEST_ZONE_MS = 14 * 3600_000;
const LATEST_ZONE_MS = 12 * 3600_000;
const DAY_MS = 24 * 3600_000;
const utcMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * Orders placed on or after `day`, by the calendar of the order's own warehouse (its time zone is
 * kept on the order). The plain bound before it lets the `created_at` index narrow the rows; the
 * exact bound then holds each order to its own zone.
 */
export const placedFrom = (day: string) =>
  and(
    sql`${customerOrder.createdAt} >= ${new Date(utcMidnight(day) - EARLIEST_ZONE_MS).toISOString()}::timestamptz`,
    sql`${customerOrder.createdAt} >= (${day}::date)::timestamp at time zone ${customerOrder.timeZone}`,
  );

/** Orders placed on or before `day`, by the order's warehouse's calendar (as `placedFrom`). */
export const placedTo = (day: string) =>
  and(
    sql`${customerOrder.createdAt} < ${new Date(utcMidnight(day) + DAY_MS + LATEST_ZONE_MS).toISOString()}::timestamptz`,
    sql`${customerOrder.createdAt} < (${day}::date + 1)::timestamp at time zone ${customerOrder.timeZone}`,
  );
