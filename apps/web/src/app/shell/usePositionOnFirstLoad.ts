import { startTransition, useEffect, useState } from 'react';
import { ensureVisitorId } from '../../lib/fingerprint';
import { requestPosition } from '../../lib/geolocation';
import { hasStoredPosition } from '../../lib/storage';
import { shouldAskPosition } from '../../features/position/askPosition';

/**
 * Spec §4 first load of the root: without a stored latitude, ask with the position popup;
 * otherwise refresh the position silently. Also makes sure a visitorId exists.
 *
 * Asked once (issue 11 #19): a Cancel or a refusal is remembered, and the popup only opens on home,
 * so a shared product link opens on the product, not on a question about location.
 */
export function usePositionOnFirstLoad(onHome: boolean) {
  const [askPosition, setAskPosition] = useState(false);
  useEffect(() => {
    void ensureVisitorId().catch((e: unknown) => console.error(e));
    // A stored position is refreshed silently; the shopper already said yes once.
    if (hasStoredPosition()) void requestPosition().catch(() => {});
  }, []);
  useEffect(() => {
    // A transition: the popup may open while React still hydrates the screen behind it, which an
    // urgent update would make it finish in one blocking task.
    if (onHome && shouldAskPosition()) startTransition(() => setAskPosition(true));
  }, [onHome]);
  return { askPosition, closePositionPopup: () => setAskPosition(false) };
}
