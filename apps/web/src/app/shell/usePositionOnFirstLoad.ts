import { useEffect, useState } from 'react';
import { ensureVisitorId } from '../../lib/fingerprint';
import { requestPosition } from '../../lib/geolocation';
import { hasStoredPosition } from '../../lib/storage';

/**
 * Spec §4 first load of the root: without a stored latitude, ask with the position popup;
 * otherwise refresh the position silently. Also makes sure a visitorId exists.
 */
export function usePositionOnFirstLoad() {
  const [askPosition, setAskPosition] = useState(false);
  useEffect(() => {
    void ensureVisitorId().catch((e: unknown) => console.error(e));
    if (!hasStoredPosition()) setAskPosition(true);
    else void requestPosition().catch(() => {});
  }, []);
  return { askPosition, closePositionPopup: () => setAskPosition(false) };
}
