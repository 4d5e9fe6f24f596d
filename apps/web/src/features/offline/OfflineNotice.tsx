import { useT } from '../../i18n';
import { useOnline } from '../../lib/useOnline';
import './OfflineNotice.css';

/**
 * Says that the shop is offline and what still works: pages seen before come from the service
 * worker's copies, and nothing is ordered until the network is back (orders are never queued).
 */
export function OfflineNotice() {
  const online = useOnline();
  const { t } = useT();
  if (online) return null;
  return (
    <div className="offline-notice" role="status" data-testid="offline-notice">
      <strong>{t('offline:title')}</strong> {t('offline:body')}
    </div>
  );
}
