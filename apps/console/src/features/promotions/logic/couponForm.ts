import type { BodyOf, DeskCoupon, DeskTarget } from '@storefront/contract';
import type { deskSaveCoupon } from '@storefront/contract/routes';
import type { Locale } from '@storefront/contract/constants';
import { toMajorText } from '../../../lib/amounts';
import { checkAmount, keptTexts, type Problems } from './problems';
import { toLocalInput, weekFrom, windowProblems } from './window';

/** The coupon form as typed: amounts in major units, counts as text, the window in local fields. */
export interface CouponDraft {
  templateId?: number;
  code: string;
  names: Partial<Record<Locale, string>>;
  countryCode: string;
  kind: DeskCoupon['kind'];
  amount: string;
  percent: string;
  maxDiscount: string;
  minSpend: string;
  scope: DeskCoupon['scope'];
  targets: DeskTarget[];
  startsAt: string;
  endsAt: string;
  perMemberLimit: string;
  totalCount: string;
  /** Copies already claimed: the quantity may not fall below, and the terms stay once there are any. */
  claimedCount: number;
}

const target = (id: number, name: string): DeskTarget => ({
  id,
  name,
  detail: null,
  listPrice: null,
  currencyCode: null,
});

export function couponDraft(c: DeskCoupon | null, digits: number, now: number): CouponDraft {
  if (!c)
    return {
      code: '',
      names: {},
      countryCode: 'VN',
      kind: 'amount',
      amount: '',
      percent: '',
      maxDiscount: '',
      minSpend: '0',
      scope: 'all',
      targets: [],
      ...weekFrom(now),
      perMemberLimit: '1',
      totalCount: '100',
      claimedCount: 0,
    };
  const major = (minor: number) => toMajorText(minor, digits);
  return {
    templateId: c.templateId,
    code: c.code ?? '',
    names: c.names,
    countryCode: c.countryCode,
    kind: c.kind,
    amount: c.kind === 'amount' ? major(c.amount) : '',
    percent: c.kind === 'percent' ? String(c.percent) : '',
    maxDiscount: c.maxDiscount === null ? '' : major(c.maxDiscount),
    minSpend: major(c.minSpend),
    scope: c.scope,
    targets: c.scopeIds.map((id, i) => target(id, c.scopeNames[i] ?? String(id))),
    startsAt: toLocalInput(c.startsAt),
    endsAt: toLocalInput(c.endsAt),
    perMemberLimit: String(c.perMemberLimit),
    totalCount: String(c.totalCount),
    claimedCount: c.claimedCount,
  };
}

/** A whole number from `min` to `max` as typed, or null. */
const wholeIn = (text: string, min: number, max: number) => {
  const n = Number(text.trim());
  return /^\d{1,8}$/.test(text.trim()) && n >= min && n <= max ? n : null;
};

export type CouponBody = BodyOf<typeof deskSaveCoupon>;

/** The request the coupon form sends, or the problems to fix first (the server's own rules). */
export function couponRequest(d: CouponDraft, digits: number, now: number) {
  const problems: Problems = {};
  const code = d.code.trim();
  if (code && !/^[A-Za-z0-9-]{3,32}$/.test(code)) problems.code = 'codeFormat';
  const names = keptTexts(d.names);
  if (!names['en-US']) problems['names.en-US'] = 'englishTitle';
  const terms: Partial<CouponBody> = {};
  if (d.kind === 'amount') {
    if (checkAmount(problems, 'amount', d.amount, digits)) terms.amount = d.amount.trim();
  } else {
    const percent = wholeIn(d.percent, 1, 100);
    if (percent === null) problems.percent = 'percent';
    else terms.percent = percent;
    if (d.maxDiscount.trim() && checkAmount(problems, 'maxDiscount', d.maxDiscount, digits))
      terms.maxDiscount = d.maxDiscount.trim();
    else if (!d.maxDiscount.trim()) terms.maxDiscount = null;
  }
  checkAmount(problems, 'minSpend', d.minSpend, digits, true);
  if (d.scope !== 'all' && !d.targets.length) problems.targets = 'scopeRequired';
  const perMemberLimit = wholeIn(d.perMemberLimit, 1, 100);
  if (perMemberLimit === null) problems.perMemberLimit = 'perCustomer';
  const totalCount = wholeIn(d.totalCount, 1, 10_000_000);
  if (totalCount === null) problems.totalCount = 'count';
  else if (totalCount < d.claimedCount) problems.totalCount = 'belowClaimed';
  const { problems: windowIssues, window } = windowProblems(d.startsAt, d.endsAt, now);
  Object.assign(problems, windowIssues);
  if (Object.keys(problems).length || !window || perMemberLimit === null || totalCount === null) return { problems };
  const body: CouponBody = {
    ...(d.templateId === undefined ? {} : { templateId: d.templateId }),
    code: code || null,
    names,
    countryCode: d.countryCode,
    kind: d.kind,
    ...terms,
    minSpend: d.minSpend.trim(),
    scope: d.scope,
    scopeIds: d.scope === 'all' ? [] : d.targets.map((t) => t.id),
    ...window,
    perMemberLimit,
    totalCount,
  };
  return { problems, body };
}
