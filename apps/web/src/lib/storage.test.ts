import { describe, expect, it } from 'vitest';
import { getPosition, hasStoredPosition, isEmpty, local, session, visitorCart } from './storage';

describe('isEmpty (spec §9: empty if falsy and not zero)', () => {
  it.each([undefined, null, '', false, NaN])('%s is empty', (v) => expect(isEmpty(v)).toBe(true));
  it.each([0, -0, '0', ' ', [], {}, 'a', 1, true])('%s is not empty', (v) => expect(isEmpty(v)).toBe(false));
});

describe('storage', () => {
  it('round-trips JSON values', () => {
    local.set('visitorId', 'abc');
    local.set('currentPosition', { latitude: 13.7, longitude: 100.5 });
    expect(local.get('visitorId')).toBe('abc');
    expect(local.get('currentPosition')).toEqual({ latitude: 13.7, longitude: 100.5 });
    local.remove('visitorId');
    expect(local.get('visitorId')).toBeUndefined();
  });
  it('reads a corrupt value as absent', () => {
    localStorage.setItem('user', '{not json');
    expect(local.get('user')).toBeUndefined();
  });
  it('defaults the position to 0/0 and treats 0 latitude as not stored', () => {
    expect(getPosition()).toEqual({ latitude: 0, longitude: 0 });
    expect(hasStoredPosition()).toBe(false);
    local.set('currentPosition', { latitude: 0, longitude: 0 });
    expect(hasStoredPosition()).toBe(false);
    local.set('currentPosition', { latitude: 17.97, longitude: 102.6 });
    expect(hasStoredPosition()).toBe(true);
  });
  it('keeps visitor cart lines per warehouse', () => {
    visitorCart.set(1, [{ productSkuId: 5, quantity: 2 }]);
    visitorCart.set('2', [{ productSkuId: 6, quantity: 1 }]);
    expect(visitorCart.get('1')).toEqual([{ productSkuId: 5, quantity: 2 }]);
    expect(visitorCart.get(2)).toHaveLength(1);
    expect(visitorCart.get(3)).toEqual([]);
  });
  it('keeps the transfer page in session storage', () => {
    session.set('transferPage', { source: 'qr', uid: 'u1' });
    expect(JSON.parse(sessionStorage.getItem('transferPage')!)).toEqual({ source: 'qr', uid: 'u1' });
    expect(localStorage.getItem('transferPage')).toBeNull();
  });
});
