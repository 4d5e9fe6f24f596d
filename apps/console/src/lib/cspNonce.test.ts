import { afterEach, describe, expect, it } from 'vitest';
import { readCspNonce, stampStyleNonce } from './cspNonce';

const original = document.createElement.bind(document);
afterEach(() => {
  document.createElement = original;
  document.head.innerHTML = '';
});

describe('the CSP nonce', () => {
  it('is read from the meta the server writes, and absent when empty', () => {
    document.head.innerHTML = '<meta name="csp-nonce" content="">';
    expect(readCspNonce()).toBeUndefined();
    document.head.innerHTML = '<meta name="csp-nonce" content="abc123">';
    expect(readCspNonce()).toBe('abc123');
  });

  it('is on every style element the page creates, and on nothing else', () => {
    stampStyleNonce('abc123');
    expect(document.createElement('style').getAttribute('nonce')).toBe('abc123');
    expect(document.createElement('STYLE').getAttribute('nonce')).toBe('abc123');
    expect(document.createElement('div').hasAttribute('nonce')).toBe(false);
  });
});
