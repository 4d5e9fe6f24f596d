import type { OrderDetail } from '@storefront/contract';
import { toast } from '../../../lib/overlays';
import { useT } from '../../../i18n';
import { formatDate } from '../../../lib/money';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { formatPhone } from '../../../lib/phone';

export const slotText = (slot: { date: string; start: string; end: string }, locale: string) =>
  `${formatDate(`${slot.date}T00:00:00`, locale, { weekday: 'short', month: 'short', day: 'numeric' })} ${slot.start}–${slot.end}`;

/** Number, dates, payment, how it is received (a delivery's address, time and tracking number), cancel reason. */
export function OrderInfo({ order }: { order: OrderDetail }) {
  const { t } = useT();
  const locale = useLocaleStore((s) => s.locale);
  const when = (iso: string) => formatDate(iso, locale, { dateStyle: 'medium', timeStyle: 'short' });
  const rows: { key: string; label: string; value: React.ReactNode }[] = [
    { key: 'orderSn', label: t('orderDetails:info.orderNumber'), value: order.orderSn },
    { key: 'createTime', label: t('orderDetails:info.createTime'), value: when(order.createTime) },
    {
      key: 'payment',
      label: t('orderDetails:info.paymentMethod'),
      value: t(`submitOrder:payment.${order.paymentMethod}`),
    },
    {
      key: 'mode',
      label: t('orderDetails:info.mode'),
      value: order.deliveryType === 'pickup' ? t('order:card.pickup') : t('order:card.delivery'),
    },
  ];
  if (order.deliveryType === 'delivery')
    rows.push({ key: 'slot', label: t('orderDetails:info.slot'), value: slotText(order.slot, locale) });
  if (order.address)
    rows.push({
      key: 'address',
      label: t('orderDetails:info.address'),
      value: `${order.address.name} · ${formatPhone(order.address.phoneCountryCode, order.address.phoneNumber)}, ${order.address.houseNumber} ${order.address.detailAddress}`,
    });
  // A pickup order's place, hours, time and person are in their own card (PickupPlace).
  // The receipt rows keep the keys `voucher` and `voucherRejected`: they name the rows' data-testids.
  if (order.receiptUrl)
    rows.push({
      key: 'voucher',
      label: t('orderDetails:info.receipt'),
      value: (
        <a href={order.receiptUrl} target="_blank" rel="noopener" className="order-voucher">
          <img src={order.receiptUrl} alt={t('orderDetails:info.receiptImage')} width={64} height={64} loading="lazy" />
        </a>
      ),
    });
  // A rejected receipt says why, so the customer knows what to do: pay again and send another.
  if (order.receiptRejection && order.status === 0)
    rows.push({
      key: 'voucherRejected',
      label: t('orderDetails:info.receiptRejected'),
      value: (
        <span role="alert">
          {t('orderDetails:info.receiptRejectedText', { reason: order.receiptRejection.reason })}
        </span>
      ),
    });
  if (order.priceAdjustmentReason && order.amounts.priceAdjustment !== 0)
    rows.push({
      key: 'priceAdjustment',
      label: t('orderDetails:info.priceAdjustmentReason'),
      value: order.priceAdjustmentReason,
    });
  if (order.placedByStaff)
    rows.push({
      key: 'staff',
      label: t('orderDetails:info.placedBy'),
      value: order.placedByStaff.nickname ?? `#${order.placedByStaff.id}`,
    });
  if (order.cancelReason)
    rows.push({ key: 'cancelReason', label: t('orderDetails:info.cancelReason'), value: order.cancelReason });
  // Only a delivery travels: a pickup order waits at its warehouse and never has a tracking number.
  if (order.deliveryType === 'delivery' && order.status >= 3 && order.status !== 5)
    rows.push({
      key: 'tracking',
      label: t('logistics:trackingNumber'),
      value: order.trackingNumber ? (
        <>
          <span data-testid="tracking-number">{order.trackingNumber}</span>
          <button
            type="button"
            className="order-link-button"
            onClick={() =>
              void navigator.clipboard
                ?.writeText(order.trackingNumber ?? '')
                .then(() => toast.show({ content: t('logistics:copied') }))
                .catch(() => undefined)
            }
          >
            {t('logistics:copy')}
          </button>
        </>
      ) : (
        t('logistics:noTracking')
      ),
    });

  return (
    <section className="order-card" aria-labelledby="order-info-title">
      <h2 id="order-info-title" className="order-card__title">
        {t('orderDetails:info.title')}
      </h2>
      <dl className="order-rows">
        {rows.map((r) => (
          <div
            className={`order-rows__row${r.key === 'address' || r.key === 'pickupPerson' || r.key === 'voucherRejected' ? ' order-rows__row--stack' : ''}`}
            key={r.key}
            data-testid={`info-${r.key}`}
          >
            <dt>{r.label}</dt>
            <dd>{r.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Invoice details (title, tax number, email…) or "no invoice requested". */
export function InvoiceDetails({ invoice }: { invoice: OrderDetail['invoice'] }) {
  const { t } = useT();
  const rows = invoice
    ? [
        {
          key: 'type',
          label: t('orderDetails:invoice.type'),
          value: invoice.type === 'company' ? t('submitOrder:invoice.company') : t('submitOrder:invoice.individual'),
        },
        { key: 'title', label: t('orderDetails:invoice.invoiceTitle'), value: invoice.title },
        { key: 'taxNumber', label: t('orderDetails:invoice.taxNumber'), value: invoice.taxNumber },
        { key: 'personalId', label: t('submitOrder:invoice.personalIdNumber'), value: invoice.personalIdNumber },
        { key: 'branch', label: t('submitOrder:invoice.branchCompany'), value: invoice.branch },
        { key: 'po', label: t('submitOrder:invoice.purchaseOrderNumber'), value: invoice.purchaseOrderNumber },
        { key: 'address', label: t('submitOrder:invoice.invoiceAddress'), value: invoice.address },
        { key: 'email', label: t('orderDetails:invoice.email'), value: invoice.email },
      ].filter((r) => r.value)
    : [];
  return (
    <section className="order-card" aria-labelledby="order-invoice-title" data-testid="invoice-details">
      <h2 id="order-invoice-title" className="order-card__title">
        {t('orderDetails:invoice.title')}
      </h2>
      {invoice ? (
        <dl className="order-rows">
          {rows.map((r) => (
            <div className="order-rows__row" key={r.key}>
              <dt>{r.label}</dt>
              <dd>{r.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="order-hint">{t('orderDetails:invoice.none')}</p>
      )}
    </section>
  );
}
