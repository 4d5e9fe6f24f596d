import { memo } from 'react';
import { Link } from 'react-router';
import type { SkuCard as SkuCardData } from '@storefront/contract';
import { useT } from '../i18n';
import { Highlight } from './Highlight';
import { Price } from './Price';
import { Thumb } from './Thumb';
import { AddToCartButton } from './AddToCartButton';
import './SkuCard.css';

/** Below this many left, the card says "only N left" (a nudge, not an exact stock display). */
export const LOW_STOCK = 10;

export function StockNote({ stock }: { stock: number | null }) {
  const { t } = useT();
  if (stock === null || stock > LOW_STOCK) return null;
  return stock <= 0 ? (
    <span className="stock-note stock-note--out">{t('product:outOfStock')}</span>
  ) : (
    <span className="stock-note">{t('product:onlyLeft', { count: stock })}</span>
  );
}

interface SkuCardProps {
  sku: SkuCardData;
  /** CSS pixels of the image slot. */
  imageSize?: number;
  compact?: boolean;
  /** Load the picture at once (a card in view when its screen opens). */
  eager?: boolean;
}

/**
 * One product in any list: the card opens its details, and "+" beside the picture adds one to the
 * cart (outside the link: a button inside a link is neither valid nor reachable as itself).
 * Memoised: a list that appends a page re-renders only the new cards (the pages' items keep their
 * identity across fetches), not the thousand already shown.
 */
export const SkuCard = memo(function SkuCard({ sku, imageSize = 168, compact, eager }: SkuCardProps) {
  const { t } = useT();
  const soldOut = sku.stock !== null && sku.stock <= 0;
  return (
    <div className={`sku-card${compact ? ' sku-card--compact' : ''}${soldOut ? ' sku-card--out' : ''}`}>
      <Link
        to={`/productDetails?productSkuId=${sku.productSkuId}`}
        className="sku-card__link"
        data-testid="sku-card"
        data-sku={sku.productSkuId}
      >
        <span className="sku-card__media">
          <Thumb pic={sku.pic} size={imageSize} alt="" className="sku-card__img" eager={eager} />
          {sku.promotionTag && <span className="sku-card__tag">{sku.promotionTag}</span>}
          {sku.is18Plus && (
            <span className="sku-card__adult">
              <span aria-hidden="true">18+</span>
              <span className="visually-hidden">{t('product:adultLabel')}</span>
            </span>
          )}
        </span>
        <span className="sku-card__body">
          <span className="sku-card__name">
            <Highlight text={sku.name} ranges={sku.highlights} />
          </span>
          {!compact && sku.spec && <span className="sku-card__spec">{sku.spec}</span>}
          <Price price={sku.price} originalPrice={sku.originalPrice} currencyCode={sku.currencyCode} />
          <StockNote stock={sku.stock} />
        </span>
      </Link>
      {!soldOut && (
        <span className="sku-card__add">
          <AddToCartButton productSkuId={sku.productSkuId} name={sku.name} stock={sku.stock} />
        </span>
      )}
    </div>
  );
});
