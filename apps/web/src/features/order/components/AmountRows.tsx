import type { OrderAmounts } from '@storefront/contract';
import { useMoney } from '../../../components/Price';
import { useT } from '../../../i18n';

/**
 * The amount breakdown of a preview or an order: product total, discounts, price adjustment, the
 * freight parts and the payable. Checkout leaves zero discounts out so the form stays short; an
 * order's details show every line (`full`), as its record.
 */
export function AmountRows({ amounts, title, full = false }: { amounts: OrderAmounts; title: string; full?: boolean }) {
  const { t } = useT();
  const money = useMoney();
  const c = amounts.currencyCode;
  const rows: { key: string; label: string; value: number; sign?: '−' | '+' }[] = [
    { key: 'productTotal', label: t('orderDetails:amounts.productTotal'), value: amounts.productTotal },
  ];
  if (full || amounts.promotionDiscount)
    rows.push({
      key: 'promotion',
      label: t('orderDetails:amounts.promotionAmount'),
      value: amounts.promotionDiscount,
      sign: '−',
    });
  if (full || amounts.directDiscount)
    rows.push({
      key: 'direct',
      label: t('orderDetails:amounts.directReduction'),
      value: amounts.directDiscount,
      sign: '−',
    });
  if (full || amounts.couponDiscount)
    rows.push({ key: 'coupon', label: t('orderDetails:amounts.coupon'), value: amounts.couponDiscount, sign: '−' });
  if (full || amounts.priceAdjustment)
    rows.push({
      key: 'adjustment',
      label: t('orderDetails:amounts.priceAdjustment'),
      value: Math.abs(amounts.priceAdjustment),
      sign: amounts.priceAdjustment < 0 ? '−' : '+',
    });
  rows.push({ key: 'freightBasic', label: t('orderDetails:amounts.freightBasic'), value: amounts.freight.basic });
  if (full || amounts.freight.discount)
    rows.push({
      key: 'freightDiscount',
      label: t('orderDetails:amounts.freightDiscount'),
      value: amounts.freight.discount,
      sign: '−',
    });
  if (full || amounts.freight.additional)
    rows.push({
      key: 'freightAdditional',
      label: t('orderDetails:amounts.freightAdditional'),
      value: amounts.freight.additional,
      sign: '+',
    });
  rows.push({ key: 'freightTotal', label: t('orderDetails:amounts.freightTotal'), value: amounts.freight.total });

  return (
    <section className="order-card" aria-label={title}>
      <h2 className="order-card__title">{title}</h2>
      <dl className="order-rows" data-testid="amount-rows">
        {rows.map((r) => (
          <div className="order-rows__row" key={r.key} data-testid={`amount-${r.key}`}>
            <dt>{r.label}</dt>
            <dd>
              {/* No sign on a zero: "−₫0" reads as a discount that is not there. */}
              {r.value ? (r.sign ?? '') : ''}
              {money(r.value, c)}
            </dd>
          </div>
        ))}
        <div className="order-rows__row order-rows__row--total" data-testid="amount-payable">
          <dt>{t('orderDetails:amounts.payable')}</dt>
          <dd>{money(amounts.payable, c)}</dd>
        </div>
      </dl>
    </section>
  );
}
