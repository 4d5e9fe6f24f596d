import { useTranslation } from 'react-i18next';
import { Spin } from 'antd';

export function Loading() {
  const { t } = useTranslation();
  return <Spin aria-label={t('app.loading')} />;
}
