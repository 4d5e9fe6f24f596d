import type { OrderLine } from '@storefront/contract';
import { Price } from '../../../components/Price';
import { Thumb } from '../../../components/Thumb';
import { useT } from '../../../i18n';
import { formatNumber } from '../../../lib/money';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { Link } from 'react-router';

/** The lines of an order or a checkout: picture, name, spec, price and quantity; `extra` per line (notes). */
export function OrderLines({
  lines,
  currencyCode,
  title,
  extra,
}: {
  lines: OrderLine[];
  currencyCode: string;
  title: string;
  extra?: (line: OrderLine) => React.ReactNode;
}) {
  const { t } = useT();
  const locale = useLocaleStore((s) => s.locale);
  return (
    <section className="order-card" aria-label={title}>
      <h2 className="order-card__title">{title}</h2>
      <ul className="order-lines">
        {lines.map((line) => (
          <li key={line.productSkuId} className="order-line" data-testid="order-line">
            <Link
              to={`/productDetails?productSkuId=${line.productSkuId}`}
              className="order-line__pic"
              tabIndex={-1}
              aria-hidden="true"
            >
              <Thumb pic={line.pic} alt="" size={64} />
            </Link>
            <div className="order-line__body">
              <p className="order-line__name">
                {line.name}
                {line.is18Plus && <span className="order-badge">18+</span>}
              </p>
              {line.spec && <p className="order-line__spec">{line.spec}</p>}
              {line.promotion && <p className="order-line__promo">{line.promotion.message}</p>}
              <div className="order-line__foot">
                <Price price={line.price} originalPrice={line.originalPrice} currencyCode={currencyCode} />
                <span className="order-line__qty">
                  <span className="visually-hidden">{t('submitOrder:items.quantity', { count: line.quantity })}</span>
                  <span aria-hidden="true">×{formatNumber(line.quantity, locale)}</span>
                </span>
              </div>
              {line.note && !extra && <p className="order-line__note">{t('orderDetails:note', { note: line.note })}</p>}
              {extra?.(line)}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
