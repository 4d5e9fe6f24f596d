import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Badge, Empty, Tabs, Typography } from 'antd';
import { LoadFailed } from '../../../components/LoadFailed';
import { useQueryParams } from '../../../lib/searchParams';
import { queueQuery, type Queue } from '../api/payments';
import { QueueTable } from '../components/QueueTable';
import { ReceiptReview } from '../components/ReceiptReview';
import { RefundReview } from '../components/RefundReview';
import './Payments.css';

/** One queue beside the order it is working on; a done order leaves the queue and the next one shows. */
function QueuePane({
  queue,
  chosen,
  onChoose,
}: {
  queue: Queue;
  chosen: number | null;
  onChoose: (id: number) => void;
}) {
  const { t } = useTranslation();
  const list = useQuery(queueQuery(queue));
  const orders = list.data?.list ?? [];
  const current = orders.some((o) => o.orderId === chosen) ? chosen : (orders[0]?.orderId ?? null);
  if (list.isError)
    return <LoadFailed title={t('payments.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <div className="payments__pane">
      <div className="payments__queue">
        <QueueTable
          orders={orders}
          loading={list.isFetching && !list.data}
          selected={current}
          onSelect={onChoose}
          deadline={queue === 'receipts'}
        />
      </div>
      <div className="payments__detail">
        {current === null ? (
          <Empty description={t('payments.empty')} />
        ) : queue === 'receipts' ? (
          <ReceiptReview key={current} orderId={current} />
        ) : (
          <RefundReview key={current} orderId={current} />
        )}
      </div>
    </div>
  );
}

/** Finance's payments: transfer receipts to check and refunds to settle. */
export function Payments() {
  const { t } = useTranslation();
  const [params, go] = useQueryParams();
  const queue: Queue = params.get('queue') === 'refunds' ? 'refunds' : 'receipts';
  const chosen = Number(params.get('order')) || null;
  const receipts = useQuery(queueQuery('receipts')).data?.total ?? 0;
  const refunds = useQuery(queueQuery('refunds')).data?.total ?? 0;
  const label = (text: string, count: number) => (
    <span>
      {text} <Badge count={count} showZero color="#0b6a36" aria-hidden />
      <span className="visually-hidden">{` (${count})`}</span>
    </span>
  );

  return (
    <section className="payments">
      <Typography.Title level={1} className="payments__title">
        {t('payments.title')}
      </Typography.Title>
      <div role="group" aria-label={t('payments.queues')}>
        <Tabs
          activeKey={queue}
          onChange={(key) => go({ queue: key === 'refunds' ? 'refunds' : null, order: null })}
          items={[
            { key: 'receipts', label: label(t('payments.receipts'), receipts) },
            { key: 'refunds', label: label(t('payments.refunds'), refunds) },
          ]}
        />
      </div>
      <QueuePane queue={queue} chosen={chosen} onChoose={(id) => go({ order: String(id) })} />
    </section>
  );
}
