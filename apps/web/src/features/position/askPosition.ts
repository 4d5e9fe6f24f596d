import { hasStoredPosition, local } from '../../lib/storage';

/** True when the shopper has not answered the position popup yet and no position is stored. */
export const shouldAskPosition = (): boolean => !hasStoredPosition() && !local.get('positionAnswer');
