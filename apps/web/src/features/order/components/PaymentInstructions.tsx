import type { PaymentInstructions as Instructions } from '@storefront/contract';
import { toast } from '../../../lib/overlays';
import { useMoney } from '../../../components/Price';
import { useT } from '../../../i18n';
import { formatDate } from '../../../lib/money';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { orderQuery, type OrderRef } from '../api/orderRef';
import { QrCode } from './QrCode';
import { formatRemaining, useCountdown } from './useCountdown';
import { Link } from 'react-router';

async function copy(text: string, done: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.show({ content: done });
  } catch {
    // No clipboard (an old browser or a denied permission): the text stays selectable on screen.
  }
}

/** Bank transfer: the country's QR code, the account, the amount, the reference and the time left. */
export function PaymentInstructions({ payment, orderRef }: { payment: Instructions; orderRef: OrderRef }) {
  const { t } = useT();
  const money = useMoney();
  const locale = useLocaleStore((s) => s.locale);
  const left = useCountdown(payment.paymentDeadline);
  const amount = money(payment.amount, payment.currencyCode);
  const rows: { key: string; label: string; value: string; copyable?: boolean }[] = [];
  if (payment.bank) {
    rows.push({ key: 'bankName', label: t('orderResult:transfer.bankName'), value: payment.bank.bankName });
    rows.push({ key: 'accountName', label: t('orderResult:transfer.accountName'), value: payment.bank.accountName });
    rows.push({
      key: 'accountNumber',
      label: t('orderResult:transfer.accountNumber'),
      value: payment.bank.accountNumber,
      copyable: true,
    });
  }
  rows.push({ key: 'amount', label: t('orderResult:transfer.amount'), value: amount });
  rows.push({ key: 'reference', label: t('orderResult:transfer.reference'), value: payment.reference, copyable: true });

  return (
    <section className="order-card order-pay" aria-labelledby="order-pay-title" data-testid="payment-instructions">
      <h2 id="order-pay-title" className="order-card__title">
        {t('orderResult:transfer.title')}
      </h2>
      {payment.paymentDeadline && left !== null && (
        <p className={`order-deadline${left === 0 ? ' is-expired' : ''}`} role="timer" data-testid="payment-deadline">
          {left === 0
            ? t('orderResult:transfer.expired')
            : t('orderResult:transfer.payWithin', { time: formatRemaining(left, locale) })}
          <br />
          <span className="order-hint">
            {t('orderResult:transfer.deadline', {
              time: formatDate(payment.paymentDeadline, locale, { dateStyle: 'medium', timeStyle: 'short' }),
            })}
          </span>
        </p>
      )}
      {payment.qrPayload && (
        <>
          <QrCode
            payload={payment.qrPayload}
            label={t('orderResult:transfer.qrLabel', { amount, accountName: payment.bank?.accountName ?? '' })}
          />
          {payment.qrStandard && <p className="order-pay__standard">{payment.qrStandard}</p>}
          <p className="order-hint">{t('orderResult:transfer.scan')}</p>
        </>
      )}
      <dl className="order-rows">
        {rows.map((r) => (
          <div className="order-rows__row" key={r.key}>
            <dt>{r.label}</dt>
            <dd>
              <span data-testid={`pay-${r.key}`}>{r.value}</span>
              {r.copyable && (
                <button
                  type="button"
                  className="order-link-button"
                  onClick={() => void copy(r.value, t('orderResult:transfer.copied'))}
                >
                  {t('orderResult:transfer.copy', { label: r.label })}
                </button>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <Link
        className="order-button order-button--primary"
        to={`/transferVoucher?${orderQuery(orderRef)}`}
        data-testid="go-upload-voucher"
      >
        {t('orderResult:transfer.uploadReceipt')}
      </Link>
    </section>
  );
}
