import { useMemo, useSyncExternalStore } from 'react';
import { getPosition, hasStoredPosition, type Position } from './storage';

/**
 * The position the app already knows — the answer to the position question, saved as
 * `currentPosition` — or null. Amounts that depend on it (a visitor's distance fee in the cart)
 * follow it: a save in this tab is announced (`announcePosition`), another tab's is a `storage`
 * event.
 */
export const knownPosition = (): Position | null => (hasStoredPosition() ? getPosition() : null);

const CHANGED = 'storefront:position';

export function announcePosition(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGED));
}

const subscribe = (onChange: () => void) => {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
};

// A string, so an unchanged position reads as the same snapshot (a new object would re-render forever).
const snapshot = (): string => {
  const p = knownPosition();
  return p ? `${p.latitude},${p.longitude}` : '';
};

export function useKnownPosition(): Position | null {
  const known = useSyncExternalStore(subscribe, snapshot, () => '');
  return useMemo(() => {
    if (!known) return null;
    const [latitude, longitude] = known.split(',').map(Number) as [number, number];
    return { latitude, longitude };
  }, [known]);
}
