import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { CheckCircleFill, ClockCircleFill } from 'antd-mobile-icons';
import { keepAlive } from '../../../app/keepAlive/keepAlive.store';
import { PendingCard } from '../../../components/PendingCard';
import { useMoney } from '../../../components/Price';
import { Screen } from '../../../components/Screen';
import { useT } from '../../../i18n';
import { useOrderDetail } from '../api/orderDetail';
import { orderQuery, orderRefFrom } from '../api/orderRef';
import { usePayNow } from '../api/payNow';
import { PaymentInstructions } from '../components/PaymentInstructions';
import { PickupPlace } from '../components/PickupPlace';
import { statusKey } from '../orderStatus';
import { Link } from 'react-router';
import '../components/order.css';

/** /orderResult?orderId=&orderSecret= — after placing (or "pay now"): status, amounts, how to pay. */
export function OrderResult() {
  const { t } = useT();
  const money = useMoney();
  const [params] = useSearchParams();
  const ref = orderRefFrom(params);
  const query = useOrderDetail(ref);
  const order = query.data;
  const awaitingTransfer = order?.status === 0 && order.paymentMethod === 'bankTransfer';
  const payment = usePayNow(ref, !!awaitingTransfer);

  // Checkout was switched out of keep-alive when the order was placed (so its form is gone);
  // switch it back in for the next checkout.
  useEffect(() => keepAlive.keepSubmitOrder(true), []);

  let body;
  if (!ref || (query.isError && !order)) {
    body = (
      <PendingCard
        className="order-card"
        failed
        failedText={ref ? t('orderResult:loadFailed') : t('orderResult:notFound')}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!order) {
    body = <PendingCard className="order-card" failed={false} failedText="" onRetry={() => undefined} lines={4} />;
  } else {
    const Icon = order.status === 0 ? ClockCircleFill : CheckCircleFill;
    body = (
      <>
        <section className="order-card order-result" aria-labelledby="order-result-title" data-testid="order-result">
          <Icon className="order-result__icon" aria-hidden="true" />
          <h2 id="order-result-title" className="order-card__title">
            {order.status === 0 ? t('orderResult:awaitingPayment') : t('orderResult:placed')}
          </h2>
          <dl className="order-rows">
            <div className="order-rows__row">
              <dt>{t('orderResult:status')}</dt>
              <dd data-testid="result-status">{t(`order:status.${statusKey(order.status, order.deliveryType)}`)}</dd>
            </div>
            <div className="order-rows__row">
              <dt>{t('orderResult:orderNumber')}</dt>
              <dd data-testid="result-order-sn">{order.orderSn}</dd>
            </div>
            <div className="order-rows__row">
              <dt>{t('orderResult:productAmount')}</dt>
              <dd>{money(order.amounts.productTotal, order.currencyCode)}</dd>
            </div>
            <div className="order-rows__row order-rows__row--total">
              <dt>{t('orderResult:payableAmount')}</dt>
              <dd data-testid="result-payable">{money(order.payable, order.currencyCode)}</dd>
            </div>
            <div className="order-rows__row">
              <dt>{t('orderResult:invoice')}</dt>
              <dd>
                {order.invoice
                  ? t(
                      order.invoice.type === 'company'
                        ? 'submitOrder:invoice.summaryCompany'
                        : 'submitOrder:invoice.summaryIndividual',
                      {
                        title: order.invoice.title,
                      },
                    )
                  : t('orderResult:invoiceNone')}
              </dd>
            </div>
          </dl>
          <div className="order-actions">
            <Link className="order-button" to="/">
              {t('orderResult:continueShopping')}
            </Link>
            <Link
              className="order-button order-button--primary"
              to={`/orderDetails?${orderQuery(ref)}`}
              data-testid="view-order"
            >
              {t('orderResult:viewOrder')}
            </Link>
          </div>
        </section>
        <PickupPlace order={order} />
        {awaitingTransfer &&
          (payment.data ? (
            <PaymentInstructions payment={payment.data} orderRef={ref} />
          ) : (
            <PendingCard
              className="order-card"
              failed={payment.isError}
              failedText={t('orderResult:loadFailed')}
              onRetry={() => void payment.refetch()}
              lines={6}
            />
          ))}
        {ref.orderSecret && <p className="order-card order-notice">{t('orderResult:keepLink')}</p>}
      </>
    );
  }

  return (
    <Screen title={t('orderResult:title')}>
      <div className="order-page">{body}</div>
    </Screen>
  );
}
