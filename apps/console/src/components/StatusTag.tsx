import { useTranslation } from 'react-i18next';
import { Tag } from 'antd';
import type { DeliveryType, OrderStatus } from '@storefront/contract';

/** Dark tag colours keep the white-on-colour text of a status at AA contrast. */
const COLORS: Record<OrderStatus, string> = {
  0: '#ad4e00',
  1: '#0958d9',
  2: '#531dab',
  3: '#006d75',
  4: '#237804',
  5: '#595959',
};

/** A pickup order waiting at the warehouse reads "Ready for collection", not "Pending receipt". */
export function StatusTag({ status, deliveryType }: { status: OrderStatus; deliveryType?: DeliveryType }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} variant="solid">
      {deliveryType === 'pickup' && status === 3 ? t('status.pickup3') : t(`status.${status}`)}
    </Tag>
  );
}
