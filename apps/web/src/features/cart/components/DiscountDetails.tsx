import { Popup } from 'antd-mobile';
import { useMoney } from '../../../components/Price';
import { useT } from '../../../i18n';
import type { CartPricing } from '../api/cartPricing';

interface Props {
  visible: boolean;
  onClose: () => void;
  summary: CartPricing['summary'];
}

/** Spec §2 discount details: product total, coupon, direct discount (and the promotion, freight). */
export function DiscountDetails({ visible, onClose, summary: s }: Props) {
  const { t } = useT();
  const money = useMoney();
  const m = (v: number) => money(v, s.currencyCode);
  const off = (v: number) => `−${m(v)}`;
  const rows: [string, string, string][] = [
    ['productTotal', t('cart:productTotal'), m(s.productTotal)],
    ['promotion', t('cart:promotionDiscount'), off(s.promotionDiscount)],
    ['direct', t('cart:directDiscount'), off(s.directDiscount)],
    ['coupon', t('cart:couponEstimate'), off(s.couponEstimate)],
    ['freight', t('cart:freight'), m(s.freight.basic + s.freight.additional)],
  ];
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      bodyClassName="cart-details"
      aria-label={t('cart:discountDetails')}
      destroyOnClose
    >
      <h2 className="cart-details__title">{t('cart:discountDetails')}</h2>
      <dl className="cart-details__rows" data-testid="cart-discount-details">
        {rows.map(([key, label, value]) => (
          <div key={key} data-row={key}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {s.freight.discount > 0 && (
          <div data-row="freightDiscount" className="cart-details__sub">
            <dt>{t('cart:freightDiscount')}</dt>
            <dd>{off(s.freight.discount)}</dd>
          </div>
        )}
        <div data-row="payable" className="cart-details__total">
          <dt>{t('cart:payable')}</dt>
          <dd>{m(s.payable)}</dd>
        </div>
      </dl>
    </Popup>
  );
}
