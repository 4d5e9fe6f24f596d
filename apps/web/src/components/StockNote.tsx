import { useT } from '../i18n';

/** Below this many left, the card says "only N left" (a nudge, not an exact stock display). */
export const LOW_STOCK = 10;

export function StockNote({ stock, id }: { stock: number | null; id?: string }) {
  const { t } = useT();
  if (stock === null || stock > LOW_STOCK) return null;
  return stock <= 0 ? (
    <span id={id} className="stock-note stock-note--out">
      {t('product:outOfStock')}
    </span>
  ) : (
    <span id={id} className="stock-note">
      {t('product:onlyLeft', { count: stock })}
    </span>
  );
}
