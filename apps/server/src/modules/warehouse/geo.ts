const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km (haversine): exact enough for "which warehouse is nearest". */
export function distanceKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const dLat = rad(bLat - aLat);
  const dLng = rad(bLng - aLng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(aLat)) * Math.cos(rad(bLat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The spec's default position is 0/0 ("not known yet"): it must not make the Gulf of Guinea nearest. */
export const isKnownPosition = (lat?: number | null, lng?: number | null): lat is number =>
  typeof lat === 'number' && typeof lng === 'number' && !(lat === 0 && lng === 0);
