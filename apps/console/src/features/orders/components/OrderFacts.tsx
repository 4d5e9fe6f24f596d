import { useTranslation } from 'react-i18next';
import { Descriptions } from 'antd';
import type { OpsOrder } from '@storefront/contract';
import { DeliveryPlace } from './DeliveryPlace';
import { InvoiceRequest } from './InvoiceRequest';
import { OrderCustomer } from './OrderCustomer';
import { OrderHistory } from './OrderHistory';
import { OrderLines } from './OrderLines';
import { Section } from './Section';
import { StatusTag } from '../../../components/StatusTag';
import { useFormat } from './useFormat';
import { formatPhone } from '@storefront/contract/phone';

/** Everything the order holds, by topic: summary, buyer and where it goes, lines and amounts, payment, history. */
export function OrderFacts({ order }: { order: OpsOrder }) {
  const { t } = useTranslation();
  const format = useFormat();
  const none = t('order.none');
  const address = order.address;

  return (
    <>
      <Section id="order-summary" title={t('order.summary')}>
        <Descriptions column={2} size="small" bordered>
          <Descriptions.Item label={t('orders.status')}>
            <StatusTag status={order.status} deliveryType={order.deliveryType} />
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.placed')}>{format.dateTime(order.createTime)}</Descriptions.Item>
          <Descriptions.Item label={t('orders.warehouse')}>{order.warehouseName}</Descriptions.Item>
          <Descriptions.Item label={t('orders.deliveryType')}>{t(`delivery.${order.deliveryType}`)}</Descriptions.Item>
          <Descriptions.Item label={t('order.slot')} span={2}>
            {`${order.slot.date} ${order.slot.start}–${order.slot.end}`}
          </Descriptions.Item>
        </Descriptions>
      </Section>

      <Section id="order-buyer" title={t('order.buyer')}>
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('order.buyer')}>
            <OrderCustomer order={order} />
            {order.placedByStaff && (
              <div>
                {t('order.placedByStaff', { name: order.placedByStaff.nickname ?? `#${order.placedByStaff.id}` })}
              </div>
            )}
          </Descriptions.Item>
          {address && (
            <Descriptions.Item label={t('order.address')}>
              <DeliveryPlace order={order} />
            </Descriptions.Item>
          )}
          {order.pickup && (
            <Descriptions.Item label={t('order.pickupPerson')}>
              <div>{order.pickup.name}</div>
              <div>{formatPhone(order.pickup.phoneCountryCode, order.pickup.phoneNumber)}</div>
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('order.remark')}>{order.remark || none}</Descriptions.Item>
        </Descriptions>
      </Section>

      <OrderLines order={order} />

      <Section id="order-payment" title={t('order.paymentTitle')}>
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('orders.paymentMethod')}>{t(`payment.${order.paymentMethod}`)}</Descriptions.Item>
          <Descriptions.Item label={t('order.paidAt')}>
            {order.paidAt ? format.dateTime(order.paidAt) : t('order.notPaid')}
          </Descriptions.Item>
          {order.status === 0 && order.paymentDeadline && (
            <Descriptions.Item label={t('order.deadline')}>{format.dateTime(order.paymentDeadline)}</Descriptions.Item>
          )}
          {order.receiptUrl && (
            <Descriptions.Item label={t('order.receipt')}>
              <a href={order.receiptUrl} target="_blank" rel="noreferrer">
                {t('order.openReceipt')}
              </a>
            </Descriptions.Item>
          )}
          {order.trackingNumber && (
            <Descriptions.Item label={t('order.trackingNumber')}>{order.trackingNumber}</Descriptions.Item>
          )}
          {order.cancelReason && (
            <Descriptions.Item label={t('order.cancelReason')}>{order.cancelReason}</Descriptions.Item>
          )}
          {order.refund && (
            <Descriptions.Item label={t('order.refund')}>
              {t(order.refund.status === 'refunded' ? 'order.refundDone' : 'order.refundRequested', {
                amount: format.money(order.refund.amount, order.currencyCode),
              })}
            </Descriptions.Item>
          )}
          {order.refund && (
            // Finance sends the money here, and reads why the shopper asked for it.
            <Descriptions.Item label={t('order.refundTo')}>
              {order.refund.method === 'bankCard'
                ? t('order.refundBankCard', {
                    bank: order.refund.bankName ?? '',
                    account: [order.refund.bankAccount, order.refund.accountHolder].filter(Boolean).join(' · '),
                  })
                : t('order.refundOriginal')}
            </Descriptions.Item>
          )}
          {order.refund?.reason && (
            <Descriptions.Item label={t('order.refundReason')}>{order.refund.reason}</Descriptions.Item>
          )}
        </Descriptions>
      </Section>

      <InvoiceRequest order={order} />

      <OrderHistory order={order} />
    </>
  );
}
