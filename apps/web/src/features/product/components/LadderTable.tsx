import { useT } from '../../../i18n';
import { useMoney } from '../../../components/Price';

interface Tier {
  minQuantity: number;
  price: number;
}

/** Quantity ranges of the tiers: "1–2", "3+"; below the first tier the base price applies. */
export function ladderRows(
  ladder: readonly Tier[],
  basePrice: number,
): { from: number; to: number | null; price: number }[] {
  const tiers = [...ladder].sort((a, b) => a.minQuantity - b.minQuantity);
  const rows: { from: number; to: number | null; price: number }[] = [];
  if (tiers[0] && tiers[0].minQuantity > 1) rows.push({ from: 1, to: tiers[0].minQuantity - 1, price: basePrice });
  tiers.forEach((tier, i) => {
    const next = tiers[i + 1];
    rows.push({ from: Math.max(1, tier.minQuantity), to: next ? next.minQuantity - 1 : null, price: tier.price });
  });
  return rows;
}

export function LadderTable({
  ladder,
  basePrice,
  currencyCode,
}: {
  ladder: Tier[];
  basePrice: number;
  currencyCode: string;
}) {
  const { t } = useT();
  const money = useMoney();
  if (ladder.length === 0) return null;
  return (
    <table className="pd-ladder" data-testid="ladder">
      <caption>{t('productDetails:ladder')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('productDetails:quantity')}</th>
          <th scope="col">{t('productDetails:unitPrice')}</th>
        </tr>
      </thead>
      <tbody>
        {ladderRows(ladder, basePrice).map((row) => (
          <tr key={row.from}>
            <td>
              {row.to === null
                ? t('productDetails:tierFrom', { from: row.from })
                : row.to === row.from
                  ? row.from
                  : t('productDetails:tierRange', { from: row.from, to: row.to })}
            </td>
            <td>{money(row.price, currencyCode)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
