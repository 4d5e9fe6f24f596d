import { Button } from 'antd-mobile';
import { PendingCard } from '../../../components/PendingCard';
import { useMoney } from '../../../components/Price';
import { Screen } from '../../../components/Screen';
import { useT } from '../../../i18n';
import { useSessionStore } from '../../../lib/stores/session.store';
import { AmountRows } from '../components/AmountRows';
import { CouponSection } from '../components/CouponSection';
import { DeliverySection } from '../components/DeliverySection';
import { InvoiceSection } from '../components/InvoiceSection';
import { OrderLines } from '../components/OrderLines';
import { PaymentSection } from '../components/PaymentSection';
import { SlotSection } from '../components/SlotSection';
import { TextField } from '../../../components/TextField';
import { useCheckout } from '../components/useCheckout';
import { Link } from 'react-router';
import '../../../components/Field.css';
import '../components/order.css';

/**
 * /submitOrder (spec §2): delivery or pickup, address or pickup person, time, notes, coupon,
 * invoice, payment, 18+ and the amounts; placed once. A kept-alive view while the person goes to
 * pick an address, dropped once the order is placed.
 */
export function SubmitOrder() {
  const { t } = useT();
  const money = useMoney();
  const c = useCheckout();
  const guestFor = useSessionStore((s) =>
    s.isGuestOrdering === 1 ? (s.memberDto?.nickname ?? s.memberDto?.phone) : null,
  );
  const msg = (key: string | undefined) => (key ? t(`submitOrder:${key}` as 'submitOrder:title') : undefined);
  const preview = c.preview.data;
  const { form, update, errors } = c;

  let body;
  if (!c.lines.member && c.lines.items.length === 0) body = <Empty />;
  else if (!preview) {
    body = (
      <PendingCard
        className="order-card"
        failed={c.preview.isError}
        failedText={t('submitOrder:loadFailed')}
        onRetry={() => void c.preview.refetch()}
        lines={6}
      />
    );
  } else if (preview.list.length === 0) body = <Empty />;
  else {
    const currency = preview.amounts.currencyCode;
    body = (
      <>
        {guestFor && <p className="order-card order-notice">{t('submitOrder:staffOrdering', { name: guestFor })}</p>}
        <DeliverySection
          member={c.member}
          addresses={c.addresses}
          form={form}
          preview={preview}
          errors={errors}
          msg={msg}
          onChange={update}
        />
        <SlotSection
          slots={preview.timeSlots}
          pickup={form.deliveryType === 'pickup'}
          value={form.slot}
          error={msg(errors.slot)}
          onChange={(slot) => update({ slot })}
        />
        <OrderLines
          lines={preview.list}
          currencyCode={currency}
          title={t('submitOrder:items.title')}
          extra={(line) => (
            <TextField
              label={t('submitOrder:items.note', { name: line.name })}
              placeholder={t('submitOrder:items.notePlaceholder')}
              value={form.notes[line.productSkuId] ?? ''}
              maxLength={200}
              onChange={(note) => update({ notes: { ...form.notes, [line.productSkuId]: note } })}
              testId="line-note"
            />
          )}
        />
        {preview.unavailable.length > 0 && (
          <section className="order-card order-notice" data-testid="checkout-unavailable">
            <ul>
              {preview.unavailable.map((u) => (
                <li key={u.productSkuId}>
                  {u.name}: {u.message}
                </li>
              ))}
            </ul>
          </section>
        )}
        <CouponSection
          preview={preview}
          value={form.couponId === 'best' ? preview.couponId : form.couponId}
          onChange={(couponId) => update({ couponId })}
        />
        <InvoiceSection value={form.invoice} errors={errors} msg={msg} onChange={(invoice) => update({ invoice })} />
        <PaymentSection
          preview={preview}
          value={form.paymentMethod}
          error={msg(errors.payment)}
          onChange={(paymentMethod) => update({ paymentMethod })}
        />
        {preview.needsAdultConfirmation && (
          <section className="order-card" data-testid="adult-section">
            <label className={`order-choice${form.adultConfirmed ? ' is-checked' : ''}`}>
              <input
                type="checkbox"
                checked={form.adultConfirmed}
                aria-invalid={!!errors.adult}
                aria-describedby={errors.adult ? 'checkout-adult-error' : undefined}
                onChange={(e) => update({ adultConfirmed: e.target.checked })}
                data-testid="adult-confirm"
              />
              <span className="order-choice__text">{t('submitOrder:adult.confirm')}</span>
            </label>
            {errors.adult && (
              <p id="checkout-adult-error" className="field__error" role="alert">
                {msg(errors.adult)}
              </p>
            )}
          </section>
        )}
        <AmountRows amounts={preview.amounts} title={t('submitOrder:amounts.title')} />
        <div className="order-submit-bar">
          {/* In the bar, beside the button just tapped: above it in the page, the bar covered it. */}
          {c.retryHint && (
            <p className="order-notice order-submit-bar__hint" role="alert" data-testid="retry-hint">
              {t('submitOrder:retryHint')}
            </p>
          )}
          <p className="order-submit-bar__amount" aria-live="polite">
            {t('submitOrder:amounts.payable')}
            <strong data-testid="checkout-payable">{money(preview.amounts.payable, currency)}</strong>
          </p>
          <Button
            color="primary"
            size="large"
            shape="rounded"
            loading={c.place.isPending}
            loadingText={t('submitOrder:submitting')}
            disabled={c.place.isPending || c.preview.isFetching}
            onClick={() => void c.submit()}
            data-testid="place-order"
          >
            {t('submitOrder:submit')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <Screen title={t('submitOrder:title')} className="submit-order">
      <div className="order-page">{body}</div>
    </Screen>
  );
}

function Empty() {
  const { t } = useT();
  return (
    <div className="order-card order-state" data-testid="checkout-empty">
      <p>{t('submitOrder:empty')}</p>
      <Link className="order-button order-button--primary" to="/shoppingCart">
        {t('submitOrder:backToCart')}
      </Link>
    </div>
  );
}
