import type { GeoFailure } from '../lib/geolocation';
import { useT } from '../i18n';
import './LocationHelp.css';

/**
 * What to do when no position came: a blocked permission is only lifted in the
 * browser's site settings, so say where; the shopper can always pick a warehouse by hand.
 */
export function LocationHelp({ reason }: { reason: GeoFailure }) {
  const { t } = useT();
  return (
    <div className="location-help" role="alert" data-testid="location-help">
      <p className="location-help__title">{t(`common:position.${reason}Title`)}</p>
      <p>{t(`common:position.${reason}`)}</p>
    </div>
  );
}
