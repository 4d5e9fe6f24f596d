import { useT } from '../../../i18n';
import { formatDate } from '../../../lib/money';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { useMoney } from '../../../components/Price';
import type { SkuDetail } from '../api/skuDetail';

/** The running promotion's title, what it gives (full reduction) and until when. */
export function PromotionLine({ sku }: { sku: SkuDetail }) {
  const { t } = useT();
  const money = useMoney();
  const locale = useLocaleStore((s) => s.locale);
  const p = sku.promotion;
  if (!p) return null;
  const reduction =
    p.kind === 'fullReduction' && p.thresholdAmount !== null && p.reductionAmount !== null
      ? t('productDetails:fullReduction', {
          threshold: money(p.thresholdAmount, sku.currencyCode),
          reduction: money(p.reductionAmount, sku.currencyCode),
        })
      : null;
  return (
    <p className="pd-promotion" data-testid="product-promotion">
      <strong>{p.title}</strong>
      {reduction && <span>{reduction}</span>}
      <span className="pd-promotion__until">{t('productDetails:until', { date: formatDate(p.endTime, locale) })}</span>
    </p>
  );
}
