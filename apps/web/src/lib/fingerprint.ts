import { local } from './storage';

/**
 * A device fingerprint sent as a hint when asking for a visitor token (spec §4). It identifies
 * nobody: two phones of the same model share it, so the server mints a random visitor with a secret
 * token and what a visitor owns is reached only through that token.
 *
 * Only signals that cost nothing to read: a canvas drawing (the usual extra signal) took ~50 ms of
 * a phone's main thread on a first visit, inside the boot that the first screen waits for,
 * to sharpen a hint that must not identify anyone anyway.
 */
export function collectSignals(): string[] {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const scr = typeof screen === 'undefined' ? undefined : screen;
  return [
    nav?.userAgent ?? '',
    (nav?.languages ?? []).join(','),
    scr ? `${scr.width}x${scr.height}x${scr.colorDepth}` : '',
    // The offset, not the zone's name: the first Intl.DateTimeFormat of a page loads the time zone
    // data, ~16 ms (64 ms at a phone's speed) on the boot's path.
    String(new Date().getTimezoneOffset()),
    String(nav?.hardwareConcurrency ?? ''),
    `${typeof devicePixelRatio === 'number' ? devicePixelRatio : ''}x${nav?.maxTouchPoints ?? ''}`,
  ];
}

/**
 * 128 bits of two independent 64-bit-ish mixes (cyrb53), for origins where `crypto.subtle` does
 * not exist: it is only there in secure contexts, so a plain-HTTP LAN address has none.
 */
function fallbackDigest(text: string): string {
  const mix = (seed: number) => {
    let h1 = 0xdeadbeef ^ seed;
    let h2 = 0x41c6ce57 ^ seed;
    for (let i = 0; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ ch, 2654435761);
      h2 = Math.imul(h2 ^ ch, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return (h2 >>> 0).toString(16).padStart(8, '0') + (h1 >>> 0).toString(16).padStart(8, '0');
  };
  return mix(1) + mix(2);
}

export async function fingerprint(signals = collectSignals()): Promise<string> {
  const text = signals.join('|');
  const subtle = typeof crypto === 'undefined' ? undefined : crypto.subtle;
  if (!subtle) return fallbackDigest(text);
  try {
    const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
    return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  } catch {
    return fallbackDigest(text);
  }
}

/** Returns the stored visitorId, computing and saving one on the first visit. */
export async function ensureVisitorId(): Promise<string> {
  const saved = local.get('visitorId');
  if (saved) return saved;
  const id = await fingerprint();
  local.set('visitorId', id);
  return id;
}
