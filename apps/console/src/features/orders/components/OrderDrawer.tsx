import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Skeleton } from 'antd';
import { LoadFailed } from '../../../components/LoadFailed';
import { PrinterOutlined } from '@ant-design/icons';
import { orderDetailQuery } from '../api/orders';
import { OrderActions } from './OrderActions';
import { OrderFacts } from './OrderFacts';
import { PriceAdjustment } from './PriceAdjustment';
import './OrderDrawer.css';

/** One order beside the list: what was bought, by whom, where to, how it is paid, and what staff can do next. */
export function OrderDrawer({ orderId, onClose }: { orderId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery({ ...orderDetailQuery(orderId ?? 0), enabled: orderId !== null });
  const order = orderId !== null ? detail.data : undefined;
  const navigate = useNavigate();

  return (
    <Drawer
      open={orderId !== null}
      onClose={onClose}
      size={720}
      title={order ? t('order.title', { orderSn: order.orderSn }) : t('app.loading')}
      closable={{ 'aria-label': t('order.close') }}
      destroyOnHidden
      extra={
        order && (
          <Button icon={<PrinterOutlined aria-hidden />} onClick={() => void navigate(`/orders/${order.orderId}/slip`)}>
            {t('slip.open')}
          </Button>
        )
      }
    >
      {detail.isError ? (
        <LoadFailed title={t('order.loadFailed')} error={detail.error} onRetry={() => void detail.refetch()} />
      ) : order ? (
        <>
          <OrderActions order={order} />
          <PriceAdjustment order={order} />
          <OrderFacts order={order} />
        </>
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}
