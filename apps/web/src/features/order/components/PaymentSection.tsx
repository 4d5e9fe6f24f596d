import type { CheckoutPreview, PaymentMethod } from '@storefront/contract';
import { useT } from '../../../i18n';

/** The payment methods this customer may use; one not offered shows why and cannot be picked. */
export function PaymentSection({
  preview,
  value,
  error,
  onChange,
}: {
  preview: CheckoutPreview;
  value: PaymentMethod | null;
  error?: string;
  onChange: (m: PaymentMethod) => void;
}) {
  const { t } = useT();
  return (
    <section className="order-card" data-testid="payment-section">
      <fieldset className="order-choices" aria-describedby={error ? 'checkout-payment-error' : undefined}>
        <legend className="order-card__title">{t('submitOrder:payment.title')}</legend>
        {preview.paymentMethods.map((p) => (
          <label
            key={p.method}
            className={`order-choice${value === p.method ? ' is-checked' : ''}${p.available ? '' : ' is-disabled'}`}
            data-testid={`payment-${p.method}`}
          >
            <input
              type="radio"
              name="paymentMethod"
              disabled={!p.available}
              checked={value === p.method}
              onChange={() => onChange(p.method)}
            />
            <span className="order-choice__text">
              {t(`submitOrder:payment.${p.method}`)}
              {!p.available && (
                <span className="order-choice__sub">{p.message ?? t('submitOrder:payment.notOffered')}</span>
              )}
              {p.available && p.method === 'bankTransfer' && (
                <span className="order-choice__sub">{t('submitOrder:payment.bankTransferHint')}</span>
              )}
              {p.available && p.method !== 'bankTransfer' && p.message && (
                <span className="order-choice__sub">{p.message}</span>
              )}
            </span>
          </label>
        ))}
        {error && (
          <p id="checkout-payment-error" className="field__error" role="alert">
            {error}
          </p>
        )}
      </fieldset>
    </section>
  );
}
