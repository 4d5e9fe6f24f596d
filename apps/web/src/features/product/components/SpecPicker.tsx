import { useT } from '../../../i18n';
import type { SkuDetail } from '../api/skuDetail';

interface Props {
  sku: SkuDetail;
  onPick: (productSkuId: number) => void;
}

/**
 * The product's SKUs (sizes, flavours); picking one shows it in place. The chips keep one order
 * (the catalogue's) whichever is picked, and the picked one is marked by colour, not weight, so
 * nothing moves under the finger.
 */
export function SpecPicker({ sku, onPick }: Props) {
  const { t } = useT();
  const options = [
    { productSkuId: sku.productSkuId, spec: sku.spec, stock: sku.stock },
    ...sku.siblings.filter((s) => s.productSkuId !== sku.productSkuId),
  ].sort((a, b) => a.productSkuId - b.productSkuId);
  if (options.length < 2) return null;
  return (
    <section className="pd-block" aria-labelledby="pd-spec">
      <h2 id="pd-spec">{t('productDetails:options')}</h2>
      <ul className="pd-specs">
        {options.map((o) => {
          const current = o.productSkuId === sku.productSkuId;
          const out = o.stock !== null && o.stock <= 0;
          return (
            <li key={o.productSkuId}>
              <button
                type="button"
                className={`pd-spec${current ? ' pd-spec--current' : ''}`}
                aria-pressed={current}
                data-testid="spec-option"
                onClick={() => !current && onPick(o.productSkuId)}
              >
                {o.spec || t('productDetails:option')}
                {out && <span className="pd-spec__out"> · {t('product:outOfStock')}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
