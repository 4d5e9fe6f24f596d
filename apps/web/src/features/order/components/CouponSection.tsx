import type { CheckoutPreview } from '@storefront/contract';
import { useMoney } from '../../../components/Price';
import { useT } from '../../../i18n';
import { formatDate } from '../../../lib/money';
import { useLocaleStore } from '../../../lib/stores/locale.store';

/** Coupons the preview offers: usable ones to pick (the best is applied until the shopper picks), the others with their reason. */
export function CouponSection({
  preview,
  value,
  onChange,
}: {
  preview: CheckoutPreview;
  value: number | null;
  onChange: (couponId: number | null) => void;
}) {
  const { t } = useT();
  const money = useMoney();
  const locale = useLocaleStore((s) => s.locale);
  const { usable, unusable } = preview.coupons;
  const c = preview.amounts.currencyCode;
  const applied = preview.couponId;
  return (
    <section className="order-card" data-testid="coupon-section">
      <fieldset className="order-choices">
        <legend className="order-card__title">
          {t('submitOrder:coupon.title')}
          {usable.length > 0 && (
            <span className="order-tag">{t('submitOrder:coupon.available', { count: usable.length })}</span>
          )}
        </legend>
        {usable.length === 0 && unusable.length === 0 && <p className="order-hint">{t('submitOrder:coupon.none')}</p>}
        {usable.length > 0 && (
          <label className={`order-choice${!value ? ' is-checked' : ''}`}>
            <input type="radio" name="coupon" checked={!value} onChange={() => onChange(null)} />
            <span className="order-choice__text">{t('submitOrder:coupon.notUsed')}</span>
          </label>
        )}
        {usable.map((cp) => (
          <label key={cp.id} className={`order-choice${value === cp.id ? ' is-checked' : ''}`}>
            <input type="radio" name="coupon" checked={value === cp.id} onChange={() => onChange(cp.id)} />
            <span className="order-choice__text">
              {cp.name} {applied === cp.id && cp.discount > 0 && <strong>−{money(cp.discount, c)}</strong>}
              <span className="order-choice__sub">{cp.description}</span>
              {cp.validUntil && (
                <span className="order-choice__sub">
                  {t('submitOrder:coupon.validUntil', { date: formatDate(cp.validUntil, locale) })}
                </span>
              )}
            </span>
          </label>
        ))}
        {unusable.map((cp) => (
          <div key={cp.id} className="order-choice is-disabled">
            <span className="order-choice__text">
              {cp.name} · {t('submitOrder:coupon.unusable')}
              <span className="order-choice__sub">{cp.reasonMessage ?? cp.description}</span>
            </span>
          </div>
        ))}
      </fieldset>
    </section>
  );
}
