import { describe, expect, it } from 'vitest';
import { IdempotencyKeys, randomKey, stableJson } from './idempotency';

const counter = () => {
  let n = 0;
  return () => `key-${++n}`;
};

describe('IdempotencyKeys', () => {
  it('reuses the key when the same body is sent again (a retry after a lost connection)', () => {
    const keys = new IdempotencyKeys(counter());
    const body = { slot: { date: '2026-11-24', start: '07:00' }, expectedPayable: 93000 };
    expect(keys.keyFor(body)).toBe('key-1');
    expect(keys.keyFor({ expectedPayable: 93000, slot: { start: '07:00', date: '2026-11-24' } })).toBe('key-1');
  });

  it('takes a new key when the body changes (another slot, the new amounts after a price change)', () => {
    const keys = new IdempotencyKeys(counter());
    expect(keys.keyFor({ expectedPayable: 93000 })).toBe('key-1');
    expect(keys.keyFor({ expectedPayable: 95000 })).toBe('key-2');
  });

  it('takes a new key for the same body once the server has answered', () => {
    const keys = new IdempotencyKeys(counter());
    expect(keys.keyFor({ a: 1 })).toBe('key-1');
    keys.spend();
    expect(keys.keyFor({ a: 1 })).toBe('key-2');
  });
});

describe('stableJson and randomKey', () => {
  it('orders object keys but keeps array order', () => {
    expect(stableJson({ b: 1, a: [2, 1] })).toBe('{"a":[2,1],"b":1}');
  });

  it('makes version 4 UUIDs', () => {
    const a = randomKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(randomKey()).not.toBe(a);
  });
});
