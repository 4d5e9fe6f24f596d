import { useTranslation } from 'react-i18next';
import { Tag } from 'antd';
import type { OrderStatus } from '@storefront/contract';

/** Dark tag colours keep the white-on-colour text of a status at AA contrast. */
const COLORS: Record<OrderStatus, string> = {
  0: '#ad4e00',
  1: '#0958d9',
  2: '#531dab',
  3: '#006d75',
  4: '#237804',
  5: '#595959',
};

export function StatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} variant="solid">
      {t(`status.${status}`)}
    </Tag>
  );
}
