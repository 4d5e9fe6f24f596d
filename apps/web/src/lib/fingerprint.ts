import { local } from './storage';

/**
 * A device fingerprint for the visitor identifier (spec §4). Only signals that stay the same
 * across visits are used, so the same browser gets the same visitorId after storage is cleared.
 */
function canvasSignal(): string {
  try {
    const canvas = document.createElement('canvas');
    canvas.width = 200;
    canvas.height = 40;
    const ctx = canvas.getContext('2d');
    if (!ctx) return 'no-canvas';
    ctx.textBaseline = 'top';
    ctx.font = '16px sans-serif';
    ctx.fillStyle = '#0b7a3e';
    ctx.fillRect(0, 0, 100, 20);
    ctx.fillStyle = '#f60';
    ctx.fillText('Storefront ไทย ລາວ 中文 ✓', 2, 2);
    return canvas.toDataURL();
  } catch {
    return 'no-canvas';
  }
}

export function collectSignals(): string[] {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const scr = typeof screen === 'undefined' ? undefined : screen;
  return [
    nav?.userAgent ?? '',
    (nav?.languages ?? []).join(','),
    scr ? `${scr.width}x${scr.height}x${scr.colorDepth}` : '',
    Intl.DateTimeFormat().resolvedOptions().timeZone ?? '',
    String(nav?.hardwareConcurrency ?? ''),
    canvasSignal(),
  ];
}

export async function fingerprint(signals = collectSignals()): Promise<string> {
  const bytes = new TextEncoder().encode(signals.join('|'));
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Returns the stored visitorId, computing and saving one on the first visit. */
export async function ensureVisitorId(): Promise<string> {
  const saved = local.get('visitorId');
  if (saved) return saved;
  const id = await fingerprint();
  local.set('visitorId', id);
  return id;
}
