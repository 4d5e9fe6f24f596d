import { afterEach, describe, expect, it, vi } from 'vitest';
import { fingerprint } from './fingerprint';

const SIGNALS = ['Mozilla/5.0 (Linux; Android 14)', 'vi-VN,en', '390x844x24', '-420', '8', '3x5'];
// The contract's visitorId hint: /^[\w-]{8,128}$/.
const HINT = /^[\w-]{8,128}$/;

afterEach(() => vi.unstubAllGlobals());

describe('fingerprint (the visitor hint)', () => {
  it('is a SHA-256 hex digest where crypto.subtle exists', async () => {
    const value = await fingerprint(SIGNALS);
    expect(value).toMatch(/^[0-9a-f]{64}$/);
  });

  it('still works on a plain-HTTP origin, where crypto.subtle is missing', async () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const value = await fingerprint(SIGNALS);
    expect(value).toMatch(HINT);
    expect(value).toMatch(/^[0-9a-f]{32}$/);
    // Stable for the same signals, different for others.
    expect(await fingerprint(SIGNALS)).toBe(value);
    expect(await fingerprint([...SIGNALS.slice(0, 5), '2x5'])).not.toBe(value);
  });

  it('works with no crypto object at all', async () => {
    vi.stubGlobal('crypto', undefined);
    expect(await fingerprint(SIGNALS)).toMatch(HINT);
  });
});
