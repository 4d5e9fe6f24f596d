import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Skeleton } from 'antd-mobile';
import { Screen } from '../../../components/Screen';
import { session } from '../../../lib/storage';
import { useT } from '../../../i18n';

/**
 * A sales QR code lands here (/transferPage?source=&uid=). The pair is kept for this browser tab
 * (session storage), `uid` goes out as the qrCode header on every request so orders are attributed
 * to that code, and the customer continues to home without this page in the history.
 */
export function TransferPage() {
  const { t } = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const source = params.get('source') ?? '';
  const uid = params.get('uid') ?? '';

  useEffect(() => {
    // Header values must be short Latin-1 text; anything else is not a code we issued.
    if (uid && /^[\w.-]{1,128}$/.test(uid)) session.set('transferPage', { source: source.slice(0, 64), uid });
    void navigate('/', { replace: true });
  }, [navigate, source, uid]);

  return (
    <Screen title={t('common:title.transferPage')} back={false}>
      <div style={{ padding: '0.4rem' }} aria-busy="true">
        <p className="visually-hidden">{t('common:loading')}</p>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={3} animated />
      </div>
    </Screen>
  );
}
