import { useEffect, useRef } from 'react';
import type { LeafletMouseEvent, Map as LeafletMap, Marker } from 'leaflet';
import { useT } from '../../i18n';
import type { LatLng } from './LocationField';
import './leaflet.px.css';

interface LocationMapProps {
  value: LatLng;
  onChange: (v: LatLng) => void;
  /** Where to look when the address has no position yet (the shopper's or the warehouse's). */
  around: { latitude: number; longitude: number } | null;
  /** `{z}/{x}/{y}` template from the settings (MAP_TILE_URL). */
  tileUrl: string;
  /** The tiles did not load (no network, blocked, server down): the form says how to go on. */
  onTilesFailed: () => void;
}

const known = (v: LatLng): v is { latitude: number; longitude: number } =>
  v.latitude !== null && v.longitude !== null && !(v.latitude === 0 && v.longitude === 0);
const round = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * "Modify location" on a map (Leaflet, tiles from the settings): tap the map or drag the pin to
 * place the address. It only helps: the coordinates beside it stay the source of truth, usable by
 * keyboard and when no tile can be loaded. Leaflet is loaded with this component, never before.
 */
export default function LocationMap({ value, onChange, around, tileUrl, onTilesFailed }: LocationMapProps) {
  const { t } = useT();
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<LeafletMap | null>(null);
  const pin = useRef<Marker | null>(null);
  const placePin = useRef<((lat: number, lng: number) => void) | null>(null);
  // The latest callbacks and value, read by Leaflet's handlers that are bound once.
  const latest = useRef({ value, onChange, onTilesFailed });
  latest.current = { value, onChange, onTilesFailed };

  useEffect(() => {
    let cancelled = false;
    void import('leaflet').then(({ default: L }) => {
      if (cancelled || !box.current) return;
      const start = known(latest.current.value) ? latest.current.value : around;
      const m = L.map(box.current, {
        zoomControl: false,
        attributionControl: true,
        center: start ? [start.latitude, start.longitude] : [13.7563, 100.5018],
        zoom: start ? 16 : 5,
      });
      L.control.zoom({ zoomInTitle: t('address:mapZoomIn'), zoomOutTitle: t('address:mapZoomOut') }).addTo(m);
      let failed = false;
      L.tileLayer(tileUrl, {
        maxZoom: 19,
        attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
      })
        .on('tileerror', () => {
          if (failed) return;
          failed = true;
          latest.current.onTilesFailed();
        })
        .addTo(m);
      const icon = L.divIcon({ className: 'address-map__pin', iconSize: [28, 28], iconAnchor: [14, 28] });
      const place = (lat: number, lng: number) => {
        const at: [number, number] = [lat, lng];
        if (pin.current) pin.current.setLatLng(at);
        else {
          pin.current = L.marker(at, { icon, draggable: true, keyboard: false, title: t('address:mapPin') }).addTo(m);
          pin.current.on('dragend', () => {
            const p = pin.current!.getLatLng();
            latest.current.onChange({ latitude: round(p.lat), longitude: round(p.lng) });
          });
        }
      };
      placePin.current = place;
      if (known(latest.current.value)) place(latest.current.value.latitude, latest.current.value.longitude);
      m.on('click', (e: LeafletMouseEvent) => {
        place(e.latlng.lat, e.latlng.lng);
        latest.current.onChange({ latitude: round(e.latlng.lat), longitude: round(e.latlng.lng) });
      });
      map.current = m;
    });
    return () => {
      cancelled = true;
      map.current?.remove();
      map.current = null;
      pin.current = null;
      placePin.current = null;
    };
    // Built once per tile server; later changes of the value move the pin (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tileUrl]);

  // Coordinates typed in or found by the position button move the pin and the view.
  useEffect(() => {
    const m = map.current;
    if (!m || !known(value)) return;
    placePin.current?.(value.latitude, value.longitude);
    m.panTo([value.latitude, value.longitude]);
  }, [value]);

  return (
    <div ref={box} className="address-map" role="region" aria-label={t('address:mapLabel')} data-testid="address-map" />
  );
}
