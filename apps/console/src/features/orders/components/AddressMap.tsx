import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Map as LeafletMap } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './AddressMap.css';

interface Props {
  latitude: number;
  longitude: number;
  /** `{z}/{x}/{y}` template from the shop's settings (MAP_TILE_URL), as the shop's own map uses. */
  tileUrl: string;
}

/**
 * Where the order goes, on a map (Leaflet, the shop's tile server): the pin is the address's stored
 * position. It only shows: the coordinates and the written address beside it stay the reference.
 * Leaflet positions tiles and the pin through the DOM's style properties, never style attributes,
 * so the console's CSP lets it draw; its code and styles load with this component, on an order
 * that has a position.
 */
export default function AddressMap({ latitude, longitude, tileUrl }: Props) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const labels = useRef({ zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut'), pin: t('map.pin') });
  labels.current = { zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut'), pin: t('map.pin') };

  useEffect(() => {
    let map: LeafletMap | null = null;
    let cancelled = false;
    void import('leaflet').then(({ default: L }) => {
      if (cancelled || !box.current) return;
      const at: [number, number] = [latitude, longitude];
      map = L.map(box.current, { center: at, zoom: 16, zoomControl: false, scrollWheelZoom: false });
      L.control.zoom({ zoomInTitle: labels.current.zoomIn, zoomOutTitle: labels.current.zoomOut }).addTo(map);
      L.tileLayer(tileUrl, {
        maxZoom: 19,
        attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
      }).addTo(map);
      const icon = L.divIcon({
        className: 'order-map__pin',
        html: '<span class="order-map__pin-shape"></span>',
        iconSize: [28, 28],
        iconAnchor: [14, 28],
      });
      L.marker(at, { icon, keyboard: false, title: labels.current.pin, alt: labels.current.pin }).addTo(map);
    });
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [latitude, longitude, tileUrl]);

  return <div ref={box} className="order-map" role="region" aria-label={t('map.label')} data-testid="order-map" />;
}
