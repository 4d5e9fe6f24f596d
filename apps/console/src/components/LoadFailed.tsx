import { useTranslation } from 'react-i18next';
import { Alert, Button } from 'antd';

/** A screen whose data could not be read: what failed, the server's own words, and a way to try again. */
export function LoadFailed({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      role="alert"
      showIcon
      title={title}
      description={error.message}
      action={<Button onClick={onRetry}>{t('app.retry')}</Button>}
    />
  );
}
