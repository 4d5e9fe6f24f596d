import { useTranslation } from 'react-i18next';
import { Spin } from 'antd';

/** A spinner that says what it is: a status whose text only screen readers read. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <div role="status">
      <Spin />
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}
