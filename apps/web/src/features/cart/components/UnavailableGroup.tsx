import { Button } from 'antd-mobile';
import { Thumb } from '../../../components/Thumb';
import { useT } from '../../../i18n';
import type { CartUnavailableLine } from '../api/cartPricing';
import { confirmDelete } from './confirmDelete';

interface Props {
  lines: CartUnavailableLine[];
  onClear: () => void;
  /** Keeps a line the warehouse holds too few of, at what it holds. */
  onReduce: (productSkuId: number, quantity: number) => void;
}

/** Lines that cannot be bought here now, each with its reason, and "clear" for all of them. */
export function UnavailableGroup({ lines, onClear, onReduce }: Props) {
  const { t } = useT();
  if (lines.length === 0) return null;
  const clear = async () => {
    if (await confirmDelete(t, t('cart:clearText', { count: lines.length }), t('cart:clearTitle'))) onClear();
  };
  return (
    <section className="cart-card cart-unavailable" aria-labelledby="cart-unavailable" data-testid="cart-unavailable">
      <header className="cart-card__head">
        <h2 id="cart-unavailable">{t('cart:unavailableTitle', { count: lines.length })}</h2>
        <Button
          size="small"
          fill="none"
          className="cart-link-button"
          onClick={() => void clear()}
          data-testid="cart-clear"
        >
          {t('cart:clear')}
        </Button>
      </header>
      <ul className="cart-lines">
        {lines.map((l) => (
          <li key={l.productSkuId} className="cart-line cart-line--off" data-testid="cart-unavailable-line">
            <div className="cart-line__row">
              <span className="cart-line__badge">{t(`cart:reason.${l.reason}`)}</span>
              <span className="cart-line__thumb">{l.pic && <Thumb pic={l.pic} size={80} alt="" />}</span>
              <div className="cart-line__body">
                <span className="cart-line__name" id={`cart-off-${l.productSkuId}`}>
                  {l.name}
                </span>
                {l.spec && <span className="cart-line__spec">{l.spec}</span>}
                <span className="cart-line__reason">{l.message}</span>
                {l.reason === 'insufficientStock' && l.available > 0 && (
                  <Button
                    size="small"
                    color="primary"
                    fill="outline"
                    className="cart-line__reduce"
                    aria-describedby={`cart-off-${l.productSkuId}`}
                    onClick={() => onReduce(l.productSkuId, l.available)}
                    data-testid="cart-reduce"
                  >
                    {t('cart:reduceTo', { count: l.available })}
                  </Button>
                )}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
