import { lazy, Suspense, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { requestPosition } from '../../lib/geolocation';
import { settingsQuery } from '../../lib/queries/settings';
import { getPosition } from '../../lib/storage';
import { useLocaleStore } from '../../lib/stores/locale.store';
import { useWarehouseStore } from '../../lib/stores/warehouse.store';
import './LocationField.css';
import { useT } from '../../i18n';

// Leaflet and its styles download only when the map is opened.
const LocationMap = lazy(() => import('./LocationMap'));

export interface LatLng {
  latitude: number | null;
  longitude: number | null;
}

interface LocationFieldProps {
  value: LatLng;
  onChange: (v: LatLng) => void;
  error?: string;
}

const parse = (v: string) => (v.trim() === '' || Number.isNaN(Number(v)) ? null : Number(v));

/**
 * Where the address is: the browser's position in one tap, or "modify location": a map to tap or
 * drag the pin on (when the settings name a tile server), with the coordinates beside it. The
 * coordinates work by keyboard and without any tile, so the form never depends on the map.
 */
export function LocationField({ value, onChange, error }: LocationFieldProps) {
  const { t } = useT();
  const id = useId();
  const [locating, setLocating] = useState(false);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  const locale = useLocaleStore((s) => s.locale);
  const tileUrl = useQuery(settingsQuery(locale)).data?.mapTileUrl ?? null;
  const warehouse = useWarehouseStore((s) => s.warehouse);
  const here = getPosition();
  const around =
    here.latitude || here.longitude
      ? here
      : warehouse
        ? { latitude: warehouse.latitude, longitude: warehouse.longitude }
        : null;
  const known = value.latitude !== null && value.longitude !== null && !(value.latitude === 0 && value.longitude === 0);

  const locate = async () => {
    setLocating(true);
    setFailed(false);
    try {
      const p = await requestPosition();
      onChange({ latitude: p.latitude, longitude: p.longitude });
    } catch {
      setFailed(true);
      setEditing(true);
    } finally {
      setLocating(false);
    }
  };

  const coordinate = (field: 'latitude' | 'longitude', min: number, max: number) => (
    <div className="add-address__coord">
      <label className="field__label" htmlFor={`${id}-${field}`}>
        {t(`address:${field}`)}
      </label>
      <div className={`field__row${error ? ' has-error' : ''}`}>
        <input
          id={`${id}-${field}`}
          className="field__input"
          type="number"
          inputMode="decimal"
          step="any"
          min={min}
          max={max}
          value={value[field] ?? ''}
          onChange={(e) => onChange({ ...value, [field]: parse(e.target.value) })}
          data-testid={`address-${field}`}
        />
      </div>
    </div>
  );

  return (
    <fieldset className="field add-address__location" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field__label">{t('address:location')}</legend>
      <p className="add-address__where" aria-live="polite">
        {locating
          ? t('address:locating')
          : known
            ? t('address:locationSet', { lat: value.latitude!.toFixed(5), lon: value.longitude!.toFixed(5) })
            : ''}
      </p>
      <div className="add-address__location-actions">
        <button
          type="button"
          className="add-address__button"
          onClick={() => void locate()}
          disabled={locating}
          data-testid="address-locate"
        >
          {t('address:useMyPosition')}
        </button>
        <button
          type="button"
          className="add-address__button is-secondary"
          aria-expanded={editing}
          onClick={() => setEditing((e) => !e)}
          data-testid="address-modify-location"
        >
          {t('address:modifyLocation')}
        </button>
      </div>
      {failed && (
        <p className="field__hint" role="status">
          {t('address:positionFailed')}
        </p>
      )}
      {editing && (
        <>
          {tileUrl && (
            <Suspense fallback={<div className="add-address__map-loading">{t('address:mapLoading')}</div>}>
              <LocationMap
                value={value}
                onChange={onChange}
                around={around}
                tileUrl={tileUrl}
                onTilesFailed={() => setTilesFailed(true)}
              />
            </Suspense>
          )}
          {tilesFailed && (
            <p className="field__hint" role="status" data-testid="address-map-failed">
              {t('address:mapFailed')}
            </p>
          )}
          <div className="add-address__coords">
            {coordinate('latitude', -90, 90)}
            {coordinate('longitude', -180, 180)}
          </div>
          <p className="field__hint">{t('address:coordinatesHint')}</p>
        </>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
