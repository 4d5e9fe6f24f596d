import type { OrderSummary } from '@storefront/contract';
import { useMoney } from '../../../components/Price';
import { Thumb } from '../../../components/Thumb';
import { useT } from '../../../i18n';
import { formatDate } from '../../../lib/money';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { orderQuery, type OrderRef } from '../api/orderRef';
import { OrderActions } from './OrderActions';
import { statusKey } from '../orderStatus';
import { Link } from 'react-router';

const PREVIEW_PICS = 4;

/** One order in the list: number, status, date, the first pictures, the total and its actions. */
export function OrderCard({ order, orderSecret }: { order: OrderSummary; orderSecret?: string }) {
  const { t } = useT();
  const money = useMoney();
  const locale = useLocaleStore((s) => s.locale);
  const ref: OrderRef = { orderId: order.orderId, orderSecret };
  const more = order.itemCount - Math.min(order.preview.length, PREVIEW_PICS);
  return (
    <article
      className="order-card order-summary"
      data-testid="order-card"
      data-order-sn={order.orderSn}
      aria-labelledby={`order-${order.orderId}`}
    >
      <header className="order-summary__head">
        <h2 id={`order-${order.orderId}`} className="order-summary__sn">
          <Link to={`/orderDetails?${orderQuery(ref)}`}>{t('order:card.orderNumber', { number: order.orderSn })}</Link>
        </h2>
        <span className={`order-status order-status--${order.status}`} data-testid="order-status">
          {t(`order:status.${statusKey(order.status, order.deliveryType)}`)}
        </span>
      </header>
      <p className="order-summary__meta">
        {t('order:card.placedAt', {
          time: formatDate(order.createTime, locale, { dateStyle: 'medium', timeStyle: 'short' }),
        })}
        {' · '}
        {order.deliveryType === 'pickup' ? t('order:card.pickup') : t('order:card.delivery')}
        {' · '}
        {order.warehouseName}
      </p>
      <ul className="order-summary__pics" aria-label={t('order:card.items', { count: order.totalQuantity })}>
        {order.preview.slice(0, PREVIEW_PICS).map((p) => (
          <li key={p.productSkuId}>
            <Thumb pic={p.pic} alt={p.name} size={56} />
          </li>
        ))}
        {more > 0 && <li className="order-summary__more">{t('order:card.more', { count: more })}</li>}
      </ul>
      <p className="order-summary__total">
        <span>{t('order:card.items', { count: order.totalQuantity })}</span>
        <span>
          {t('order:card.total')} <strong>{money(order.payable, order.currencyCode)}</strong>
        </span>
      </p>
      <OrderActions order={order} orderRef={ref} view />
    </article>
  );
}
