import { useTranslation } from 'react-i18next';
import { Tag } from 'antd';
import { ToneTag } from '../../../components/ToneTag';

/** On the shelf, off it, or some SKUs of the product on it. */
export function ShelfTag({ onShelf, of }: { onShelf: number; of: number }) {
  const { t } = useTranslation();
  if (onShelf === 0) return <Tag>{t('catalogue.offShelf')}</Tag>;
  if (onShelf === of) return <ToneTag tone="success">{t('catalogue.onShelf')}</ToneTag>;
  return <ToneTag tone="warning">{t('catalogue.partlyOnShelf', { count: onShelf, total: of })}</ToneTag>;
}
