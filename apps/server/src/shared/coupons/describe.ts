import type { Locale } from '@storefront/contract';
import { translate } from '../../i18n/index.js';
import { countryName } from '../../lib/localize.js';
import { formatMoney } from '../pricing/money.js';
import type { CouponRefusal, CouponRule } from './evaluate.js';

type Currency = { code: string; digits: number; symbol: string };

/** "₫30,000 off · on ₫200,000 or more", "10% off · up to ฿100.00", in the caller's language and money. */
export function describeCoupon(rule: CouponRule, locale: Locale, currency: Currency): string {
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const parts = [
    rule.kind === 'amount'
      ? translate(locale, 'coupon.describe.amount', { amount: money(rule.amount) })
      : translate(locale, 'coupon.describe.percent', { percent: rule.percent }),
  ];
  if (rule.minSpend > 0) parts.push(translate(locale, 'coupon.describe.minSpend', { min: money(rule.minSpend) }));
  if (rule.kind === 'percent' && rule.maxDiscount !== null)
    parts.push(translate(locale, 'coupon.describe.cap', { max: money(rule.maxDiscount) }));
  return parts.join(' · ');
}

/**
 * Why a coupon does not apply, in the caller's language ("Spend ₫50,000 more on covered items…",
 * "Only for use in Thailand").
 */
export const refusalMessage = (
  reason: CouponRefusal,
  rule: Pick<CouponRule, 'countryCode'>,
  missing: number,
  locale: Locale,
  currency: Currency,
) =>
  translate(locale, `coupon.reason.${reason}`, {
    missing: formatMoney(missing, currency, locale),
    country: countryName(locale, rule.countryCode),
  });
