import { announcePosition } from './knownPosition';
import { local, type Position } from './storage';

// The spec's messages (§8) go to the console; the shopper is told in their language by the UI,
// which reads `reason` (features/position, components/LocationHelp).
export const GEO_UNSUPPORTED = '浏览器不支持地理定位';
export const GEO_FAILED = '获取定位失败：';

/** Why no position came: the browser has none, the shopper or the browser blocked it, or it failed. */
export type GeoFailure = 'unsupported' | 'denied' | 'unavailable';

export class GeoError extends Error {
  constructor(
    message: string,
    readonly reason: GeoFailure,
  ) {
    super(message);
  }
}

export const geoFailureOf = (e: unknown): GeoFailure => (e instanceof GeoError ? e.reason : 'unavailable');

/** Asks the browser for the position; on success saves it as currentPosition and returns it. */
export function requestPosition(timeoutMs = 15000): Promise<Position> {
  return new Promise((resolve, reject) => {
    const geo = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geo) {
      console.error(GEO_UNSUPPORTED);
      reject(new GeoError(GEO_UNSUPPORTED, 'unsupported'));
      return;
    }
    geo.getCurrentPosition(
      ({ coords }) => {
        const position = { latitude: coords.latitude, longitude: coords.longitude };
        local.set('currentPosition', position);
        local.set('positionAnswer', 'granted');
        announcePosition();
        resolve(position);
      },
      (error) => {
        console.error(GEO_FAILED + error.message);
        // 1 = PERMISSION_DENIED: asking again does nothing until the shopper changes the site setting.
        const denied = error.code === 1;
        if (denied) local.set('positionAnswer', 'denied');
        reject(new GeoError(GEO_FAILED + error.message, denied ? 'denied' : 'unavailable'));
      },
      { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 5 * 60_000 },
    );
  });
}
