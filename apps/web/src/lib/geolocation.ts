import { local, type Position } from './storage';

// The spec's messages (§8) are logged, not shown: the popup closes silently on failure.
export const GEO_UNSUPPORTED = '浏览器不支持地理定位';
export const GEO_FAILED = '获取定位失败：';

/** Asks the browser for the position; on success saves it as currentPosition and returns it. */
export function requestPosition(timeoutMs = 15000): Promise<Position> {
  return new Promise((resolve, reject) => {
    const geo = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geo) {
      console.error(GEO_UNSUPPORTED);
      reject(new Error(GEO_UNSUPPORTED));
      return;
    }
    geo.getCurrentPosition(
      ({ coords }) => {
        const position = { latitude: coords.latitude, longitude: coords.longitude };
        local.set('currentPosition', position);
        resolve(position);
      },
      (error) => {
        console.error(GEO_FAILED + error.message);
        reject(new Error(GEO_FAILED + error.message));
      },
      { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 5 * 60_000 },
    );
  });
}
