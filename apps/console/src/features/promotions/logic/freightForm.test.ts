import { describe, expect, it } from 'vitest';
import type { DeskWarehouse } from '@storefront/contract';
import { freightDraft, freightRequest, type FreightDraft } from './freightForm';

const NOW = Date.parse('2026-03-01T08:00:00Z');
const bangkok: DeskWarehouse = {
  warehouseId: 9,
  name: 'Sukhumvit',
  countryCode: 'TH',
  currencyCode: 'THB',
  basicFee: 5400,
};
const draft = (over: Partial<FreightDraft> = {}): FreightDraft => ({
  ...freightDraft(null, 2, NOW),
  warehouseId: 9,
  thresholdAmount: '900',
  titles: { 'en-US': 'Free delivery from ฿900' },
  ...over,
});

describe('the freight activity form', () => {
  it('sends free delivery without a fee', () => {
    const { body, problems } = freightRequest(draft(), bangkok, 2, NOW);
    expect(problems).toEqual({});
    expect(body).toMatchObject({ warehouseId: 9, kind: 'free', thresholdAmount: '900' });
    expect(body).not.toHaveProperty('fee');
  });

  it('wants a reduced fee above zero and below the warehouse’s basic fee', () => {
    const reduced = (fee: string) => freightRequest(draft({ kind: 'reduced', fee }), bangkok, 2, NOW);
    expect(reduced('20.50').body).toMatchObject({ kind: 'reduced', fee: '20.50' });
    expect(reduced('54').problems).toEqual({ fee: 'feeBelowBasic' });
    expect(reduced('0').problems).toEqual({ fee: 'zero' });
    expect(reduced('').problems).toEqual({ fee: 'required' });
  });

  it('wants a warehouse, a threshold above zero and an English title', () => {
    const { problems } = freightRequest(
      draft({ warehouseId: null, thresholdAmount: '0', titles: {} }),
      undefined,
      2,
      NOW,
    );
    expect(problems).toEqual({ warehouseId: 'required', thresholdAmount: 'zero', 'titles.en-US': 'englishTitle' });
  });
});
