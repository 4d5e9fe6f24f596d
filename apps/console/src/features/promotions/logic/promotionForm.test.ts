import { describe, expect, it } from 'vitest';
import type { DeskPromotion } from '@storefront/contract';
import { promotionDraft, promotionRequest, scopesOf, type PromotionDraft } from './promotionForm';
import { fromLocalInput, toLocalInput, windowProblems } from './window';

const NOW = Date.parse('2026-03-01T08:00:00Z');
const HOUR = 3_600_000;
const local = (ms: number) => toLocalInput(new Date(ms).toISOString());

const apple = { id: 11, name: 'Organic Fuji Apple', detail: '1 kg', listPrice: 120000, currencyCode: 'VND' };
const draft = (over: Partial<PromotionDraft> = {}): PromotionDraft => ({
  ...promotionDraft(null, 0, NOW),
  target: apple,
  titles: { 'en-US': ' Weekend price ', 'vi-VN': '', 'th-TH': 'ราคาสุดสัปดาห์' },
  promotionPrice: '99000',
  ...over,
});

describe('windows typed in local date and time fields', () => {
  it('round-trip an instant to the minute and refuse what is not a date', () => {
    const iso = '2026-03-01T08:30:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(fromLocalInput('2026-03-01')).toBeNull();
    expect(fromLocalInput('')).toBeNull();
  });

  it('want the end after the start and not past', () => {
    expect(windowProblems(local(NOW), local(NOW + HOUR), NOW).problems).toEqual({});
    expect(windowProblems(local(NOW), local(NOW - HOUR), NOW).problems).toEqual({ endsAt: 'windowOrder' });
    expect(windowProblems(local(NOW - 3 * HOUR), local(NOW - 2 * HOUR), NOW).problems).toEqual({
      endsAt: 'windowPast',
    });
    expect(windowProblems('', local(NOW + HOUR), NOW).problems).toEqual({ startsAt: 'required' });
  });
});

describe('the promotion form', () => {
  it('sends only the kind’s own amount, the titles trimmed, the window as instants', () => {
    const { body, problems } = promotionRequest(draft(), 0, NOW);
    expect(problems).toEqual({});
    expect(body).toEqual({
      kind: 'price',
      countryCode: 'VN',
      scope: 'sku',
      targetId: 11,
      titles: { 'en-US': 'Weekend price', 'th-TH': 'ราคาสุดสัปดาห์' },
      promotionPrice: '99000',
      startsAt: fromLocalInput(local(NOW)),
      endsAt: fromLocalInput(local(NOW + 7 * 24 * HOUR)),
    });
  });

  it('refuses a price not below the list price, no English title and no SKU before sending', () => {
    expect(promotionRequest(draft({ promotionPrice: '120000' }), 0, NOW).problems).toEqual({
      promotionPrice: 'belowList',
    });
    const { problems, body } = promotionRequest(draft({ titles: { 'vi-VN': 'Giá tốt' }, target: null }), 0, NOW);
    expect(body).toBeUndefined();
    expect(problems).toEqual({ 'titles.en-US': 'englishTitle', target: 'required' });
    expect(promotionRequest(draft({ promotionPrice: '99000.5' }), 0, NOW).problems).toEqual({
      promotionPrice: 'decimals',
    });
  });

  it('offers one SKU for unit prices and every scope for a full reduction', () => {
    expect(scopesOf('price')).toEqual(['sku']);
    expect(scopesOf('ladder')).toEqual(['sku']);
    expect(scopesOf('fullReduction')).toEqual(['sku', 'product', 'category', 'store']);
  });

  it('fills from a stored promotion in major units of its currency', () => {
    const stored: DeskPromotion = {
      promotionId: 5,
      kind: 'price',
      countryCode: 'TH',
      currencyCode: 'THB',
      scope: 'sku',
      targetId: 11,
      targetName: 'Apple',
      targetDetail: '1 kg',
      listPrice: 17650,
      title: 'Sale',
      titles: { 'en-US': 'Sale' },
      promotionPrice: 12900,
      tiers: null,
      thresholdAmount: null,
      reductionAmount: null,
      startsAt: '2026-03-01T08:00:00.000Z',
      endsAt: '2026-03-08T08:00:00.000Z',
      state: 'running',
    };
    const filled = promotionDraft(stored, 2, NOW);
    expect(filled).toMatchObject({ promotionId: 5, promotionPrice: '129.00', countryCode: 'TH' });
    expect(filled.target).toMatchObject({ id: 11, listPrice: 17650 });
    expect(promotionRequest(filled, 2, NOW).body).toMatchObject({ promotionId: 5, promotionPrice: '129.00' });
  });
});

describe('ladders and full reductions in the promotion form', () => {
  const ladder = (tiers: { minQuantity: string; price: string }[]) =>
    promotionRequest(draft({ kind: 'ladder', promotionPrice: '', tiers }), 0, NOW);

  it('sends tiers as typed, quantities as numbers, and no promotion price', () => {
    const { body, problems } = ladder([
      { minQuantity: '6', price: '96000' },
      { minQuantity: '3', price: '108000' },
    ]);
    expect(problems).toEqual({});
    expect(body).toMatchObject({
      kind: 'ladder',
      tiers: [
        { minQuantity: 6, price: '96000' },
        { minQuantity: 3, price: '108000' },
      ],
    });
    expect(body).not.toHaveProperty('promotionPrice');
  });

  it('names the tier to fix: a quantity twice, dearer than fewer, the last at the list price, not a count', () => {
    expect(
      ladder([
        { minQuantity: '3', price: '100000' },
        { minQuantity: '3', price: '90000' },
      ]).problems,
    ).toEqual({ 'tiers.1.minQuantity': 'tierRepeated' });
    expect(
      ladder([
        { minQuantity: '2', price: '90000' },
        { minQuantity: '5', price: '95000' },
      ]).problems,
    ).toEqual({ 'tiers.1.price': 'tierCheaper' });
    expect(ladder([{ minQuantity: '2', price: '120000' }]).problems).toEqual({ 'tiers.0.price': 'belowList' });
    expect(ladder([{ minQuantity: 'two', price: '1000' }]).problems).toEqual({ 'tiers.0.minQuantity': 'quantity' });
    expect(ladder([]).problems).toEqual({ tiers: 'required' });
  });

  it('sends a full reduction over the store with no target, and wants the reduction below the spend', () => {
    const reduction = (thresholdAmount: string, reductionAmount: string) =>
      promotionRequest(
        draft({
          kind: 'fullReduction',
          scope: 'store',
          target: null,
          promotionPrice: '',
          thresholdAmount,
          reductionAmount,
        }),
        2,
        NOW,
      );
    expect(reduction('500', '50.50').body).toMatchObject({
      kind: 'fullReduction',
      scope: 'store',
      targetId: null,
      thresholdAmount: '500',
      reductionAmount: '50.50',
    });
    expect(reduction('500', '500').problems).toEqual({ reductionAmount: 'reductionBelow' });
    expect(reduction('', '5').problems).toEqual({ thresholdAmount: 'required' });
  });
});
