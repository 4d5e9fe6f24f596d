import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Descriptions, Typography } from 'antd';
import type { OpsOrder } from '@storefront/contract';
import { useFormat } from '../../../lib/useFormat';
import { useSettleRefund } from '../api/payments';
import { MoneyDialog } from './MoneyDialog';
import { ReviewShell } from './ReviewShell';

/**
 * One refund asked: how much, to which account, for which order. Finance settles it once with the
 * bank's reference of the transfer that gave the money back (the server refuses a second time).
 */
export function RefundReview({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  return (
    <ReviewShell
      orderId={orderId}
      headingId="refund-title"
      heading={(o) => t('payments.refundOf', { orderSn: o.orderSn })}
    >
      {(order, isFinance) => <Refund order={order} isFinance={isFinance} />}
    </ReviewShell>
  );
}

function Refund({ order, isFinance }: { order: OpsOrder; isFinance: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { message } = App.useApp();
  const settle = useSettleRefund();
  const [asking, setAsking] = useState(false);
  const refund = order.refund;
  if (!refund) return <Typography.Text>{t('payments.noRefund')}</Typography.Text>;
  const amount = format.money(refund.amount, order.currencyCode);
  const none = t('order.none');

  return (
    <>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('payments.refundAmount')}>
          <strong className="payments__amount">{amount}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={t('payments.refundMethod')}>
          {t(refund.method === 'bankCard' ? 'payments.toBankAccount' : 'payments.toOriginal')}
        </Descriptions.Item>
        {refund.method === 'bankCard' && (
          <>
            <Descriptions.Item label={t('payments.bankName')}>{refund.bankName ?? none}</Descriptions.Item>
            <Descriptions.Item label={t('payments.bankAccount')}>{refund.bankAccount ?? none}</Descriptions.Item>
            <Descriptions.Item label={t('payments.accountHolder')}>{refund.accountHolder ?? none}</Descriptions.Item>
          </>
        )}
        <Descriptions.Item label={t('payments.askedAt')}>{format.dateTime(refund.createTime)}</Descriptions.Item>
        <Descriptions.Item label={t('payments.state')}>
          {refund.status === 'refunded'
            ? t('payments.settledWith', { reference: refund.bankReference ?? none })
            : t('payments.toSettle')}
        </Descriptions.Item>
      </Descriptions>
      {isFinance && refund.status === 'requested' && (
        <Button type="primary" className="payments__actions" onClick={() => setAsking(true)}>
          {t('payments.settle')}
        </Button>
      )}
      {asking && (
        <MoneyDialog
          title={t('payments.settle')}
          field={{ label: t('payments.bankReference'), requiredMessage: t('payments.bankReferenceRequired'), max: 60 }}
          onClose={() => setAsking(false)}
          onSubmit={async (bankReference) => {
            await settle.mutateAsync({ orderId: order.orderId, bankReference });
            void message.success(t('payments.settled', { orderSn: order.orderSn }));
          }}
        >
          <p>{t('payments.settleAsk', { amount, orderSn: order.orderSn })}</p>
        </MoneyDialog>
      )}
    </>
  );
}
