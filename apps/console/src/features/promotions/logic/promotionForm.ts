import type { BodyOf, DeskPromotion, DeskTarget } from '@storefront/contract';
import type { deskSavePromotion } from '@storefront/contract/routes';
import type { Locale, PromotionScope } from '@storefront/contract/constants';
import { toMajorText, toMinor } from '../../../lib/amounts';
import { checkAmount, keptTexts, type Problems } from './problems';
import { toLocalInput, weekFrom, windowProblems } from './window';

export type PromotionKind = DeskPromotion['kind'];

/** The promotion form as typed: amounts in major units, the window in local date-time fields. */
export interface PromotionDraft {
  promotionId?: number;
  kind: PromotionKind;
  countryCode: string;
  scope: PromotionScope;
  target: DeskTarget | null;
  titles: Partial<Record<Locale, string>>;
  promotionPrice: string;
  tiers: { minQuantity: string; price: string }[];
  thresholdAmount: string;
  reductionAmount: string;
  startsAt: string;
  endsAt: string;
}

const FIRST_TIER = [{ minQuantity: '2', price: '' }];

/** A promotion price or a ladder covers one SKU; a full reduction any scope. */
export const scopesOf = (kind: PromotionKind): PromotionScope[] =>
  kind === 'fullReduction' ? ['sku', 'product', 'category', 'store'] : ['sku'];

/** The form of an existing promotion, or of a new one of `kind` running for a week from `now`. */
export function promotionDraft(
  p: DeskPromotion | null,
  digits: number,
  now: number,
  kind: PromotionKind = 'price',
): PromotionDraft {
  const major = (minor: number | null) => (minor === null ? '' : toMajorText(minor, digits));
  if (!p)
    return {
      kind,
      countryCode: 'VN',
      scope: 'sku',
      target: null,
      titles: {},
      promotionPrice: '',
      tiers: FIRST_TIER,
      thresholdAmount: '',
      reductionAmount: '',
      ...weekFrom(now),
    } satisfies PromotionDraft;
  return {
    promotionId: p.promotionId,
    kind: p.kind,
    countryCode: p.countryCode,
    scope: p.scope,
    target:
      p.targetId === null
        ? null
        : {
            id: p.targetId,
            name: p.targetName ?? String(p.targetId),
            detail: p.targetDetail,
            listPrice: p.listPrice,
            currencyCode: p.currencyCode,
          },
    titles: p.titles,
    promotionPrice: major(p.promotionPrice),
    // Another kind starts a ladder of one tier, should staff switch it to one.
    tiers: p.tiers?.length
      ? p.tiers.map((t) => ({ minQuantity: String(t.minQuantity), price: major(t.price) }))
      : FIRST_TIER,
    thresholdAmount: major(p.thresholdAmount),
    reductionAmount: major(p.reductionAmount),
    startsAt: toLocalInput(p.startsAt),
    endsAt: toLocalInput(p.endsAt),
  } satisfies PromotionDraft;
}

/** Ladder tiers: whole quantities, each once, each cheaper than the tier for fewer, the last below list. */
function checkTiers(problems: Problems, d: PromotionDraft, digits: number, listPrice: number | null) {
  const typed = d.tiers.map((t, i) => ({ ...t, i, quantity: Number(t.minQuantity) }));
  typed.forEach((t) => {
    if (!/^\d{1,4}$/.test(t.minQuantity.trim()) || t.quantity < 1) problems[`tiers.${t.i}.minQuantity`] = 'quantity';
    checkAmount(problems, `tiers.${t.i}.price`, t.price, digits);
  });
  if (Object.keys(problems).some((k) => k.startsWith('tiers.'))) return;
  const sorted = typed.sort((a, b) => a.quantity - b.quantity);
  sorted.forEach((t, n) => {
    const before = sorted[n - 1];
    if (before?.quantity === t.quantity) problems[`tiers.${t.i}.minQuantity`] = 'tierRepeated';
    else if (before && toMinor(t.price, digits) >= toMinor(before.price, digits))
      problems[`tiers.${t.i}.price`] = 'tierCheaper';
  });
  const last = sorted[sorted.length - 1];
  if (last && listPrice !== null && toMinor(last.price, digits) >= listPrice)
    problems[`tiers.${last.i}.price`] = 'belowList';
}

export type PromotionBody = BodyOf<typeof deskSavePromotion>;

/**
 * The request the form sends, or the problems to fix first: the same rules the server applies,
 * said before a round trip. Only the kind's own amounts travel.
 */
export function promotionRequest(d: PromotionDraft, digits: number, now: number) {
  const problems: Problems = {};
  const titles = keptTexts(d.titles);
  if (!titles['en-US']) problems['titles.en-US'] = 'englishTitle';
  if (d.scope !== 'store' && !d.target) problems.target = 'required';
  const listPrice = d.scope === 'sku' ? (d.target?.listPrice ?? null) : null;
  const amounts: Partial<PromotionBody> = {};
  if (d.kind === 'price') {
    if (checkAmount(problems, 'promotionPrice', d.promotionPrice, digits)) {
      if (listPrice !== null && toMinor(d.promotionPrice, digits) >= listPrice) problems.promotionPrice = 'belowList';
      amounts.promotionPrice = d.promotionPrice.trim();
    }
  } else if (d.kind === 'ladder') {
    if (!d.tiers.length) problems.tiers = 'required';
    checkTiers(problems, d, digits, listPrice);
    amounts.tiers = d.tiers.map((t) => ({ minQuantity: Number(t.minQuantity), price: t.price.trim() }));
  } else {
    const threshold = checkAmount(problems, 'thresholdAmount', d.thresholdAmount, digits);
    const reduction = checkAmount(problems, 'reductionAmount', d.reductionAmount, digits);
    if (threshold && reduction && toMinor(d.reductionAmount, digits) >= toMinor(d.thresholdAmount, digits))
      problems.reductionAmount = 'reductionBelow';
    amounts.thresholdAmount = d.thresholdAmount.trim();
    amounts.reductionAmount = d.reductionAmount.trim();
  }
  const { problems: windowIssues, window } = windowProblems(d.startsAt, d.endsAt, now);
  Object.assign(problems, windowIssues);
  if (Object.keys(problems).length || !window) return { problems };
  const body: PromotionBody = {
    ...(d.promotionId === undefined ? {} : { promotionId: d.promotionId }),
    kind: d.kind,
    countryCode: d.countryCode,
    scope: d.scope,
    targetId: d.scope === 'store' ? null : d.target!.id,
    titles,
    ...amounts,
    ...window,
  };
  return { problems, body };
}
