import { startTransition, useEffect, useState } from 'react';
import { ensureVisitorId } from '../../lib/fingerprint';
import { requestPosition } from '../../lib/geolocation';
import { hasStoredPosition, local } from '../../lib/storage';

/** True when the shopper has not answered the position popup yet and no position is stored. */
export const shouldAskPosition = (): boolean => !hasStoredPosition() && !local.get('positionAnswer');

/**
 * Spec §4 first load of the root: without a stored latitude, ask with the position popup;
 * otherwise refresh the position silently. Also makes sure a visitorId exists.
 *
 * Asked once: a Cancel or a refusal is remembered, and the popup only opens on home,
 * so a shared product link opens on the product, not on a question about location.
 */
export function usePositionOnFirstLoad(onHome: boolean) {
  // Asked from the first render. The server, with no storage, draws the question closed, and so
  // does the browser's first render (ModalDialog's `drawn`): the hydrated dialog then opens itself
  // (`showModal`), so the markup never differs.
  const [askPosition, setAskPosition] = useState(() => onHome && shouldAskPosition());
  useEffect(() => {
    void ensureVisitorId().catch((e: unknown) => console.error(e));
    // A stored position is refreshed silently; the shopper already said yes once.
    if (hasStoredPosition()) void requestPosition().catch(() => {});
  }, []);
  useEffect(() => {
    // Home reached later in the visit (the app opened on another screen). A transition: the popup
    // may open while the screen behind it still renders.
    if (onHome && shouldAskPosition()) startTransition(() => setAskPosition(true));
  }, [onHome]);
  return { askPosition, closePositionPopup: () => setAskPosition(false) };
}
