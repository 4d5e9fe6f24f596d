import { useState } from 'react';
import { Button } from 'antd-mobile';
import { EnvironmentOutline } from 'antd-mobile-icons';
import { LocationHelp } from '../../../components/LocationHelp';
import { geoFailureOf, requestPosition, type GeoFailure } from '../../../lib/geolocation';
import { useT } from '../../../i18n';

/**
 * "Use my location" from the warehouse switcher: the way back for a shopper who
 * cancelled the position popup, and the place that explains a blocked permission.
 */
export function UseMyLocation({ onPosition }: { onPosition: () => void }) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<GeoFailure | null>(null);
  const locate = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await requestPosition();
      onPosition();
    } catch (e) {
      setFailure(geoFailureOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="use-my-location">
      <Button
        block
        fill="outline"
        color="primary"
        loading={busy}
        loadingText={t('common:position.locating')}
        onClick={() => void locate()}
        data-testid="use-my-location"
      >
        <EnvironmentOutline aria-hidden="true" /> {t('common:position.useMine')}
      </Button>
      {failure && <LocationHelp reason={failure} />}
    </div>
  );
}
