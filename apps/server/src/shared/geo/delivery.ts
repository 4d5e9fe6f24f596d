/**
 * Geometry shared by modules that must not import each other: the nearest warehouse, delivery
 * areas, distance fees. Haversine is exact enough for all three.
 */
const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km. */
export function distanceKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const dLat = rad(bLat - aLat);
  const dLng = rad(bLng - aLng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(aLat)) * Math.cos(rad(bLat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The spec's default position 0/0 means "not known": it is inside nobody's delivery area and must
 * not make the Gulf of Guinea the nearest warehouse.
 */
export const isKnownPosition = (lat: number | null | undefined, lng: number | null | undefined): lat is number =>
  typeof lat === 'number' && typeof lng === 'number' && !(lat === 0 && lng === 0);

export interface DeliveryArea {
  latitude: number;
  longitude: number;
  deliveryRadiusKm: number;
}

/** Whether a point lies inside at least one delivery area (a warehouse's radius, edge included). */
export function isDeliverable(lat: number | null | undefined, lng: number | null | undefined, areas: DeliveryArea[]) {
  if (!isKnownPosition(lat, lng)) return false;
  return areas.some((a) => distanceKm(lat, lng!, a.latitude, a.longitude) <= a.deliveryRadiusKm);
}
