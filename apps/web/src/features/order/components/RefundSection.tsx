import { useState } from 'react';
import { Button } from 'antd-mobile';
import { toast } from '../../../lib/overlays';
import type { OrderDetail } from '@storefront/contract';
import { useMoney } from '../../../components/Price';
import { useT } from '../../../i18n';
import { fieldErrors } from '../../../lib/fieldErrors';
import { useRequestRefund } from '../api/requestRefund';
import type { OrderRef } from '../api/orderRef';
import { emptyRefund, refundBody, RefundFields, validateRefund, type RefundErrors } from './RefundFields';

/** The refund of a cancelled paid order: its record, or the form to ask for it (method, bank card). */
export function RefundSection({ order, orderRef }: { order: OrderDetail; orderRef: OrderRef }) {
  const { t } = useT();
  const money = useMoney();
  const apply = useRequestRefund();
  const [value, setValue] = useState(emptyRefund);
  const [errors, setErrors] = useState<RefundErrors & { _?: string }>({});
  const refund = order.refund;
  if (!refund && !order.actions.canRequestRefund) return null;

  const submit = () => {
    const next = validateRefund(value, t);
    setErrors(next);
    if (Object.keys(next).length) return;
    apply.mutate(
      { ...orderRef, ...refundBody(value) },
      {
        onSuccess: () => toast.show({ content: t('orderDetails:refund.submitted') }),
        onError: (e) => setErrors(fieldErrors(e)),
      },
    );
  };

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
          <RefundFields value={value} errors={errors} onChange={setValue} />
          {errors._ && (
            <p className="field__error" role="alert">
              {errors._}
            </p>
          )}
          <Button block color="primary" size="large" loading={apply.isPending} onClick={submit}>
            {t('orderDetails:refund.submit')}
          </Button>
        </>
      )}
    </section>
  );
}
