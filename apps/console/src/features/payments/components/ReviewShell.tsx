import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Skeleton, Typography } from 'antd';
import { LoadFailed } from '../../../components/LoadFailed';
import type { OpsOrder } from '@storefront/contract';
import { useSession } from '../../../lib/session';
import { paymentOrderQuery } from '../api/payments';

interface Props {
  orderId: number;
  /** Names the section for screen readers, and its heading's id. */
  headingId: string;
  heading: (order: OpsOrder) => string;
  /** What finance reviews of the order, and may do about it when they hold the role. */
  children: (order: OpsOrder, isFinance: boolean) => ReactNode;
}

/**
 * One order of a payment queue beside the queue: read, titled, and handed to the review that
 * shows what the money should be and asks before it moves. A failed read says why, in place.
 */
export function ReviewShell({ orderId, headingId, heading, children }: Props) {
  const { t } = useTranslation();
  const detail = useQuery(paymentOrderQuery(orderId));
  const isFinance = useSession()?.roles.includes('finance') ?? false;
  const order = detail.data;

  if (detail.isError)
    return <LoadFailed title={t('order.loadFailed')} error={detail.error} onRetry={() => void detail.refetch()} />;
  if (!order) return <Skeleton active />;
  return (
    <section aria-labelledby={headingId} className="payments__review">
      <Typography.Title level={2} id={headingId} className="payments__heading">
        {heading(order)}
      </Typography.Title>
      {children(order, isFinance)}
    </section>
  );
}
