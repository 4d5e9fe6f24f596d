import { useState } from 'react';
import type { OrderDetail } from '@storefront/contract';
import { useMoney } from '../../../components/Price';
import { useT } from '../../../i18n';
import type { OrderRef } from '../api/orderRef';
import { RefundSheet } from './RefundSheet';

/**
 * The refund of a paid order: its record (amount, where it goes, why, whether it is made), or the
 * "Request refund" button that opens the refund step. A refund is never asked in one tap.
 */
export function RefundSection({ order, orderRef }: { order: OrderDetail; orderRef: OrderRef }) {
  const { t } = useT();
  const money = useMoney();
  const [open, setOpen] = useState(false);
  const refund = order.refund;
  if (!refund && !order.actions.canRequestRefund) return null;

  return (
    <section className="order-card" aria-labelledby="order-refund-title" data-testid="refund-section">
      <h2 id="order-refund-title" className="order-card__title">
        {t('orderDetails:refund.title')}
      </h2>
      {refund ? (
        <dl className="order-rows">
          <div className="order-rows__row">
            <dt>{t('orderDetails:refund.amount')}</dt>
            <dd data-testid="refund-amount">{money(refund.amount, order.currencyCode)}</dd>
          </div>
          <div className="order-rows__row">
            <dt>{t('orderDetails:refund.method')}</dt>
            <dd>
              {refund.method === 'bankCard'
                ? `${t('orderDetails:refund.bankCard')} · ${refund.bankName ?? ''} ${refund.bankAccount ?? ''}`
                : t('orderDetails:refund.original')}
            </dd>
          </div>
          {refund.reason && (
            <div className="order-rows__row order-rows__row--stack">
              <dt>{t('orderDetails:refund.reason')}</dt>
              <dd data-testid="refund-reason">{refund.reason}</dd>
            </div>
          )}
          <div className="order-rows__row">
            <dt>{t('orderResult:status')}</dt>
            <dd>
              {refund.status === 'refunded'
                ? t('orderDetails:refund.status.done')
                : t('orderDetails:refund.status.pending')}
            </dd>
          </div>
        </dl>
      ) : (
        <>
          <button type="button" className="order-button" onClick={() => setOpen(true)} data-testid="refund-open">
            {t('orderDetails:refund.open')}
          </button>
          <RefundSheet order={order} orderRef={orderRef} visible={open} onClose={() => setOpen(false)} />
        </>
      )}
    </section>
  );
}
