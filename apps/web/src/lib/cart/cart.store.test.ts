import { beforeEach, describe, expect, it } from 'vitest';
import { local } from '../storage';
import {
  addVisitorLine,
  clearCart,
  clearVisitorWarehouse,
  reloadCartStore,
  removeVisitorLines,
  selectedVisitorItems,
  selectVisitorLines,
  setVisitorQuantity,
  visitorLines,
  visitorUnselected,
} from './cart.store';

beforeEach(() => {
  localStorage.clear();
  reloadCartStore();
});

describe('visitor cart (spec §3)', () => {
  it('keeps lines per warehouse id and adds to the line of the same productSkuId', () => {
    addVisitorLine(1, 10, 2);
    addVisitorLine(1, 11, 1);
    addVisitorLine(1, 10, 3);
    addVisitorLine(2, 10, 1);
    expect(visitorLines(1)).toEqual([
      { productSkuId: 10, quantity: 5 },
      { productSkuId: 11, quantity: 1 },
    ]);
    expect(visitorLines(2)).toEqual([{ productSkuId: 10, quantity: 1 }]);
    expect(local.get('visitorCart')).toEqual({
      '1': [
        { productSkuId: 10, quantity: 5 },
        { productSkuId: 11, quantity: 1 },
      ],
      '2': [{ productSkuId: 10, quantity: 1 }],
    });
  });

  it('reads the stored cart back after a reload and ignores broken lines', () => {
    local.set('visitorCart', {
      '3': [
        { productSkuId: 7, quantity: 2 },
        { productSkuId: 8, quantity: 0 },
        { productSkuId: 9, quantity: 1.5 },
      ],
    });
    reloadCartStore();
    expect(visitorLines(3)).toEqual([{ productSkuId: 7, quantity: 2 }]);
  });

  it('sets quantities, removes lines and drops an emptied warehouse from storage', () => {
    addVisitorLine(1, 10, 1);
    addVisitorLine(1, 11, 1);
    setVisitorQuantity(1, 10, 4);
    removeVisitorLines(1, [11]);
    expect(visitorLines(1)).toEqual([{ productSkuId: 10, quantity: 4 }]);
    removeVisitorLines(1, [10]);
    expect(local.get('visitorCart')).toBeUndefined();
  });

  it('starts every line selected; unselected lines stay out of the checkout items', () => {
    addVisitorLine(1, 10, 1);
    addVisitorLine(1, 11, 2);
    selectVisitorLines(1, [10], false);
    expect(selectedVisitorItems(1)).toEqual([{ productSkuId: 11, quantity: 2 }]);
    selectVisitorLines(1, undefined, false);
    expect(selectedVisitorItems(1)).toEqual([]);
    selectVisitorLines(1, undefined, true);
    expect(selectedVisitorItems(1)).toHaveLength(2);
  });

  it('keeps the ticks over a reload, and forgets them with the line or at logout', () => {
    addVisitorLine(1, 10, 1);
    addVisitorLine(1, 11, 2);
    selectVisitorLines(1, [10], false);
    reloadCartStore();
    expect(selectedVisitorItems(1)).toEqual([{ productSkuId: 11, quantity: 2 }]);
    removeVisitorLines(1, [10]);
    expect(local.get('visitorCartUnselected')).toBeUndefined();
    selectVisitorLines(1, [11], false);
    clearCart();
    reloadCartStore();
    expect(visitorUnselected(1)).toEqual([]);
  });

  it('reads stored ticks defensively', () => {
    localStorage.setItem('visitorCartUnselected', JSON.stringify({ 1: [10, 'x', -1, 2.5], 2: 'nope' }));
    reloadCartStore();
    expect(visitorUnselected(1)).toEqual([10]);
    expect(visitorUnselected(2)).toEqual([]);
  });

  it('clears one warehouse after a merge, and everything at logout', () => {
    addVisitorLine(1, 10, 1);
    addVisitorLine(2, 10, 1);
    clearVisitorWarehouse(1);
    expect(visitorLines(1)).toEqual([]);
    expect(visitorLines(2)).toHaveLength(1);
    clearCart();
    expect(visitorLines(2)).toEqual([]);
    expect(local.get('visitorCart')).toBeUndefined();
  });
});
