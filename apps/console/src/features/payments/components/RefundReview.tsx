import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Skeleton, Typography } from 'antd';
import { useSession } from '../../../lib/session';
import { useFormat } from '../../../lib/useFormat';
import { paymentOrderQuery, useSettleRefund } from '../api/payments';
import { MoneyDialog } from './MoneyDialog';

/**
 * One refund asked: how much, to which account, for which order. Finance settles it once with the
 * bank's reference of the transfer that gave the money back (the server refuses a second time).
 */
export function RefundReview({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { message } = App.useApp();
  const detail = useQuery(paymentOrderQuery(orderId));
  const settle = useSettleRefund();
  const [asking, setAsking] = useState(false);
  const isFinance = useSession()?.roles.includes('finance') ?? false;
  const order = detail.data;

  if (detail.isError)
    return (
      <Alert type="error" role="alert" showIcon title={t('order.loadFailed')} description={detail.error.message} />
    );
  if (!order) return <Skeleton active />;
  const refund = order.refund;
  if (!refund) return <Typography.Text>{t('payments.noRefund')}</Typography.Text>;
  const amount = format.money(refund.amount, order.currencyCode);
  const none = t('order.none');

  return (
    <section aria-labelledby="refund-title" className="payments__review">
      <Typography.Title level={2} id="refund-title" className="payments__heading">
        {t('payments.refundOf', { orderSn: order.orderSn })}
      </Typography.Title>
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
    </section>
  );
}
