import { Button, Checkbox } from 'antd-mobile';
import { UpOutline } from 'antd-mobile-icons';
import { useMoney } from '../../../components/Price';
import { useT } from '../../../i18n';
import type { CartPricing } from '../api/cartPricing';

interface Props {
  lines: CartPricing['list'];
  summary: CartPricing['summary'];
  onSelectAll: (selected: boolean) => void;
  onDetails: () => void;
  onCheckout: () => void;
  /** The summary is being recomputed: the amounts are not final yet. */
  busy: boolean;
}

/** Select all, the payable of the selection with its discount details, and checkout. */
export function CartFooter({ lines, summary, onSelectAll, onDetails, onCheckout, busy }: Props) {
  const { t } = useT();
  const money = useMoney();
  const selected = lines.filter((l) => l.selected).length;
  const all = lines.length > 0 && selected === lines.length;
  const discount = summary.promotionDiscount + summary.directDiscount + summary.couponEstimate;
  return (
    <div className="cart-footer" data-testid="cart-footer">
      <Checkbox
        className="cart-check cart-footer__all"
        checked={all}
        indeterminate={selected > 0 && !all}
        onChange={(v) => onSelectAll(v)}
        data-testid="cart-select-all"
      >
        {t('cart:selectAll')}
      </Checkbox>
      <div className="cart-footer__sum" aria-live="polite" aria-busy={busy}>
        <span className="cart-footer__payable">
          {t('cart:total')} <strong data-testid="cart-payable">{money(summary.payable, summary.currencyCode)}</strong>
        </span>
        <button type="button" className="cart-footer__details" onClick={onDetails} data-testid="cart-details-open">
          {discount > 0
            ? t('cart:saved', { amount: money(discount, summary.currencyCode) })
            : t('cart:discountDetails')}
          <UpOutline aria-hidden="true" />
        </button>
      </div>
      <Button
        color="primary"
        shape="rounded"
        className="cart-footer__checkout"
        disabled={summary.selectedCount === 0}
        onClick={onCheckout}
        data-testid="cart-checkout"
      >
        {t('cart:checkout', { count: summary.selectedQuantity })}
      </Button>
    </div>
  );
}
