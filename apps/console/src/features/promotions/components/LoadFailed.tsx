import { useTranslation } from 'react-i18next';
import { Alert, Button } from 'antd';

/** A desk page whose data could not be read: what failed, the server's own words, and a retry. */
export function LoadFailed({ what, error, onRetry }: { what: string; error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      role="alert"
      type="error"
      showIcon
      title={t('promotions.loadFailed', { what })}
      description={error.message}
      action={<Button onClick={onRetry}>{t('promotions.retry')}</Button>}
    />
  );
}
