import { useEffect, useRef } from 'react';
import { Button } from 'antd-mobile';
import { useT } from '../i18n';
import { useOnline } from '../lib/useOnline';

/**
 * A read that failed says so and offers to try again, instead of an endless skeleton. Offline it
 * says why: the page was never saved on this phone (what was seen before comes from the service
 * worker's copies), and it opens once the network is back, when the query reads again by itself.
 */
export function LoadFailed({ onRetry, text }: { onRetry: () => void; text?: string }) {
  const { t } = useT();
  const online = useOnline();
  // Back online, it reads again by itself: the shopper should not have to find the button.
  const offlineSeen = useRef(!online);
  useEffect(() => {
    if (!online) offlineSeen.current = true;
    else if (offlineSeen.current) {
      offlineSeen.current = false;
      onRetry();
    }
  }, [online, onRetry]);
  return (
    <div className="sku-feed__state" role="alert" data-testid="load-failed">
      <p>{online ? (text ?? t('product:loadFailed')) : t('offline:notSaved')}</p>
      <Button color="primary" fill="outline" onClick={onRetry}>
        {t('common:retry')}
      </Button>
    </div>
  );
}
