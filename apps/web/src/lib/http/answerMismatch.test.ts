import { describe, expect, it } from 'vitest';
import * as contract from '@storefront/contract';
import { describeMismatch } from './answerMismatch';

const route = { name: 'hotWords', method: contract.hotWords.method, path: contract.hotWords.path };

describe('answer check', () => {
  it('passes an answer of the contract and names what differs in one that is not', () => {
    const all = contract as unknown as Record<string, unknown>;
    expect(describeMismatch(all, route, ['apple'])).toBeNull();
    expect(describeMismatch(all, route, [42])).toMatch(/does not match the contract/);
    expect(describeMismatch(all, { ...route, path: '/elsewhere' }, [])).toMatch(/not an endpoint of the contract/);
  });
});
