import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { settingsQuery } from '../../../lib/queries/settings';
import { Screen } from '../../../components/Screen';
import { PendingCard } from '../../../components/PendingCard';
import { useT } from '../../../i18n';
import { isApiError } from '../../../lib/http';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { useOrderDetail } from '../api/orderDetail';
import { orderQuery, orderRefFrom } from '../api/orderRef';
import { AmountRows } from '../components/AmountRows';
import { OrderActions } from '../components/OrderActions';
import { InvoiceDetails, OrderInfo } from '../components/OrderInfo';
import { OrderLines } from '../components/OrderLines';
import { PickupPlace } from '../components/PickupPlace';
import { RefundSection } from '../components/RefundSection';
import { formatRemaining, useCountdown } from '../components/useCountdown';
import { Link } from 'react-router';
import { statusKey } from '../orderStatus';
import '../../../components/Field.css';
import '../components/order.css';

/** /orderDetails?orderId=&orderSecret= — a member's own order, or a visitor's through its secret link. */
export function OrderDetails() {
  const { t } = useT();
  const [params] = useSearchParams();
  const ref = orderRefFrom(params);
  const query = useOrderDetail(ref);
  const order = query.data;
  const locale = useLocaleStore((s) => s.locale);
  const servicePhone = useQuery(settingsQuery(locale)).data?.APP_BASIC_CONFIG?.servicePhone;
  const left = useCountdown(order?.status === 0 ? order.paymentDeadline : null);

  let body;
  if (!ref || (query.isError && isApiError(query.error) && query.error.code === 404)) {
    body = (
      <div className="order-card" role="alert" data-testid="order-not-found">
        <p>{t('orderDetails:notFound')}</p>
      </div>
    );
  } else if (!order) {
    body = (
      <PendingCard
        className="order-card"
        failed={query.isError}
        failedText={t('orderDetails:loadFailed')}
        onRetry={() => void query.refetch()}
        lines={6}
      />
    );
  } else {
    body = (
      <>
        <section
          className="order-card order-status-card"
          aria-labelledby="order-status-title"
          data-testid="order-status-card"
        >
          <h2 id="order-status-title" data-testid="order-status">
            {t(`order:status.${statusKey(order.status, order.deliveryType)}`)}
          </h2>
          {order.paymentState === 'awaitingVerification' ? (
            // A receipt is not money: the order waits for the shop to see the transfer arrive.
            <p data-testid="order-status-tip">{order.paymentStateText}</p>
          ) : (
            <p data-testid="order-status-tip">{t(`order:statusTip.${statusKey(order.status, order.deliveryType)}`)}</p>
          )}
          {left !== null && left > 0 && (
            <p role="timer">{t('orderDetails:timeLeft', { time: formatRemaining(left, locale) })}</p>
          )}
        </section>
        {order.actions.canPay && (
          <Link
            className="order-button order-button--primary"
            to={`/orderResult?${orderQuery(ref)}`}
            data-testid="details-pay-now"
          >
            {t('orderDetails:payNow')}
          </Link>
        )}
        <OrderLines lines={order.list} currencyCode={order.currencyCode} title={t('orderDetails:items')} />
        <AmountRows amounts={order.amounts} title={t('orderDetails:amounts.title')} full />
        <PickupPlace order={order} />
        <OrderInfo order={order} />
        <InvoiceDetails invoice={order.invoice} />
        <RefundSection order={order} orderRef={ref} />
        {(order.status === 2 || order.status === 3) && (
          <p className="order-card order-notice" data-testid="operate-on-app">
            <strong>{t('orderDetails:operateOnAppTitle')}</strong>
            <br />
            {t('orderDetails:operateOnAppText')}
            {servicePhone && <> {t('orderDetails:operateOnAppCall', { phone: servicePhone })}</>}
          </p>
        )}
        <div className="order-card">
          <OrderActions order={order} orderRef={ref} />
        </div>
      </>
    );
  }

  return (
    <Screen title={t('orderDetails:title')}>
      <div className="order-page">{body}</div>
    </Screen>
  );
}
