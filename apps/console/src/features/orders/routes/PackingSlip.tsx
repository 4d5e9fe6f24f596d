import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton, Space } from 'antd';
import { LoadFailed } from '../../../components/LoadFailed';
import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import { useSession } from '../../../lib/session';
import { orderDetailQuery } from '../api/orders';
import { SlipBody } from '../components/SlipBody';
import './PackingSlip.css';

/**
 * The packing slip of one order, on a page of its own with no navigation around it: what to pick
 * (lines, quantities, SKU and barcode, notes), where it goes and in which slot. Its print
 * stylesheet keeps only the slip; the buttons above it are for the screen.
 */
export function PackingSlip() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const orderId = Number(useParams().orderId) || 0;
  const detail = useQuery({ ...orderDetailQuery(orderId), enabled: session !== null && orderId > 0 });
  if (!session) return <Navigate to="/sign-in" replace state={{ from: location.pathname }} />;
  const order = detail.data;

  return (
    <main className="packing-slip">
      <Space className="packing-slip__tools" wrap>
        <Link to={`/orders?order=${orderId}`}>
          <ArrowLeftOutlined aria-hidden /> {t('slip.back')}
        </Link>
        <Button type="primary" icon={<PrinterOutlined aria-hidden />} disabled={!order} onClick={() => window.print()}>
          {t('slip.print')}
        </Button>
      </Space>
      {detail.isError ? (
        <LoadFailed title={t('order.loadFailed')} error={detail.error} onRetry={() => void detail.refetch()} />
      ) : order ? (
        <SlipBody order={order} />
      ) : (
        <>
          <h1 className="visually-hidden">{t('slip.title')}</h1>
          <Skeleton active />
        </>
      )}
    </main>
  );
}
