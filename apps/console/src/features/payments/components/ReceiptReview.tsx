import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Descriptions, Image, Space, Typography } from 'antd';
import type { OpsOrder } from '@storefront/contract';
import { useFormat } from '../../../lib/useFormat';
import { useConfirmPayment, useRejectPayment } from '../api/payments';
import { MoneyDialog } from './MoneyDialog';
import { ReviewShell } from './ReviewShell';

/**
 * One receipt beside what it should show: the amount expected and the order number the payment QR
 * carried as its reference. The picture opens full size, to zoom and turn. Finance confirms the
 * money or rejects the receipt with the reason the customer will read.
 */
export function ReceiptReview({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  return (
    <ReviewShell
      orderId={orderId}
      headingId="receipt-title"
      heading={(o) => t('payments.receiptOf', { orderSn: o.orderSn })}
    >
      {(order, isFinance) => <Receipt order={order} isFinance={isFinance} />}
    </ReviewShell>
  );
}

function Receipt({ order, isFinance }: { order: OpsOrder; isFinance: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { message } = App.useApp();
  const confirm = useConfirmPayment();
  const reject = useRejectPayment();
  const [asking, setAsking] = useState<'confirm' | 'reject' | null>(null);
  const amount = format.money(order.payable, order.currencyCode);
  const waiting = order.paymentState === 'awaitingVerification';

  return (
    <>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('payments.expected')}>
          <strong className="payments__amount">{amount}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={t('payments.reference')}>
          <strong>{order.orderSn}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={t('payments.buyer')}>
          {order.address?.name ?? order.pickup?.name ?? t('order.visitor')}
        </Descriptions.Item>
        {order.holdDeadline && (
          <Descriptions.Item label={t('order.deadline')}>{format.dateTime(order.holdDeadline)}</Descriptions.Item>
        )}
        <Descriptions.Item label={t('payments.state')}>{order.paymentStateText}</Descriptions.Item>
      </Descriptions>
      {order.receiptUrl ? (
        <figure className="payments__receipt">
          <Image
            src={order.receiptUrl}
            alt={t('payments.receiptAlt', { orderSn: order.orderSn })}
            preview={{ mask: t('payments.zoom') }}
          />
          <figcaption>{t('payments.zoomHint')}</figcaption>
        </figure>
      ) : (
        <Typography.Text>{t('payments.noReceipt')}</Typography.Text>
      )}
      {isFinance && waiting && (
        <Space wrap className="payments__actions">
          <Button type="primary" onClick={() => setAsking('confirm')}>
            {t('payments.confirm')}
          </Button>
          <Button danger onClick={() => setAsking('reject')}>
            {t('payments.reject')}
          </Button>
        </Space>
      )}
      {asking === 'confirm' && (
        <MoneyDialog
          title={t('payments.confirm')}
          onClose={() => setAsking(null)}
          onSubmit={async () => {
            await confirm.mutateAsync(order.orderId);
            void message.success(t('payments.confirmed', { orderSn: order.orderSn }));
          }}
        >
          <p>{t('payments.confirmAsk', { amount, orderSn: order.orderSn })}</p>
        </MoneyDialog>
      )}
      {asking === 'reject' && (
        <MoneyDialog
          title={t('payments.reject')}
          danger
          field={{
            label: t('payments.rejectReason'),
            requiredMessage: t('payments.reasonRequired'),
            max: 200,
            multiline: true,
          }}
          onClose={() => setAsking(null)}
          onSubmit={async (reason) => {
            await reject.mutateAsync({ orderId: order.orderId, reason });
            void message.success(t('payments.rejected', { orderSn: order.orderSn }));
          }}
        >
          <p>{t('payments.rejectAsk', { orderSn: order.orderSn })}</p>
        </MoneyDialog>
      )}
    </>
  );
}
