import { describe, expect, it } from 'vitest';
import { actionsFor } from './actions';
import { opsOrder } from '../../test/fixtures';

/** A staff member with both order roles sees every action the status allows. */
const BOTH = ['operations', 'finance'] as const;

describe('the actions an order allows', () => {
  it.each([
    [0, 'cashOnDelivery', ['cancel']],
    [0, 'bankTransfer', ['confirmPayment', 'cancel']],
    [1, 'cashOnDelivery', ['review', 'cancel']],
    [1, 'bankTransfer', ['review', 'cancel']],
    [2, 'cashOnDelivery', ['startProcessing', 'ship', 'cancel']],
    [3, 'cashOnDelivery', ['complete']],
    [4, 'cashOnDelivery', []],
    [5, 'cashOnDelivery', []],
  ] as const)('status %i paid by %s: %j', (status, paymentMethod, expected) => {
    expect(actionsFor(opsOrder({ status, paymentMethod }), BOTH)).toEqual(expected);
  });

  it('makes a pickup order ready for collection and then collected, never shipped', () => {
    expect(actionsFor(opsOrder({ status: 2, deliveryType: 'pickup' }), BOTH)).toEqual([
      'startProcessing',
      'readyForPickup',
      'cancel',
    ]);
    expect(actionsFor(opsOrder({ status: 3, deliveryType: 'pickup' }), BOTH)).toEqual(['collect']);
    expect(actionsFor(opsOrder({ status: 3, deliveryType: 'pickup' }), ['finance'])).toEqual([]);
  });

  it('offers no payment confirmation once the transfer is confirmed', () => {
    const paid = opsOrder({ status: 1, paymentMethod: 'bankTransfer', paidAt: '2026-12-01T05:00:00.000Z' });
    expect(actionsFor(paid, BOTH)).toEqual(['review', 'cancel']);
  });

  it('offers start processing only once', () => {
    const started = opsOrder({ status: 2, processingStartedAt: '2026-12-01T05:00:00.000Z' });
    expect(actionsFor(started, BOTH)).toEqual(['ship', 'cancel']);
  });

  it('offers the refund while one is requested and not made', () => {
    const refund = {
      amount: 5000,
      method: 'original',
      bankName: null,
      bankAccount: null,
      accountHolder: null,
      reason: null,
      createTime: '2026-12-01T05:00:00.000Z',
    } as const;
    expect(actionsFor(opsOrder({ status: 5, refund: { ...refund, status: 'requested' } }), BOTH)).toEqual(['refund']);
    expect(actionsFor(opsOrder({ status: 5, refund: { ...refund, status: 'refunded' } }), BOTH)).toEqual([]);
  });

  it('shows each role only its own actions', () => {
    const order = opsOrder({ status: 0, paymentMethod: 'bankTransfer' });
    expect(actionsFor(order, ['finance'])).toEqual(['confirmPayment']);
    expect(actionsFor(order, ['operations'])).toEqual(['cancel']);
    expect(actionsFor(order, ['sales'])).toEqual([]);
  });
});
