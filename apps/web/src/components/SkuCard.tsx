import { memo, Suspense } from 'react';
import type { SkuCard as SkuCardData } from '@storefront/contract';
import { useT } from '../i18n';
import { Highlight } from './Highlight';
import { Price, useMoney } from './Price';
import { StockNote } from './StockNote';
import { Thumb } from './Thumb';
import { AddToCartButton } from './AddToCartButton';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { skuDetailQuery } from '../lib/queries/skuDetail';
import { useLocaleStore } from '../lib/stores/locale.store';
import { useWarehouseStore } from '../lib/stores/warehouse.store';
import './SkuCard.css';

export { LOW_STOCK, StockNote } from './StockNote';

/**
 * What the product's options cost now: "from ₫25,000" on screen — one line in half a phone's width
 * whatever the currency, so every card keeps the same height (the grid is virtualised by rows) —
 * and the whole range, "from ₫25,000 to ₫60,000", for screen readers.
 */
function PriceRange({ min, max, currencyCode }: { min: number; max: number; currencyCode: string }) {
  const { t } = useT();
  const money = useMoney();
  const range = { min: money(min, currencyCode), max: money(max, currencyCode) };
  return (
    <span className="price price--md sku-card__range" data-testid="price-range">
      <span className="visually-hidden">{t('product:card.priceRangeLabel', range)}</span>
      <span className="price__now" aria-hidden="true">
        {t('product:card.from', { price: range.min })}
      </span>
    </span>
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
 * One product in any list, shown by one of its SKUs (the list's choice): the card opens its
 * details, and "+" beside the picture adds one to the cart (outside the link: a button inside a
 * link is neither valid nor reachable as itself). A product with several options shows how many
 * there are instead of the SKU's size and stock, and its "+" opens a sheet to choose the option to
 * add. Its price names the option the card opens: "from" the cheapest when that is the one shown
 * (a search's card), else the shown option's own price (a promotion's, a best seller's).
 * Memoised: a list that appends a page re-renders only the new cards (the pages' items keep their
 * identity across fetches), not the thousand already shown. Each card is a Suspense boundary:
 * React hydrates a server-drawn card on its own, and first the one the shopper taps.
 */
export const SkuCard = memo(function SkuCard(props: SkuCardProps) {
  return (
    <Suspense fallback={null}>
      <Card {...props} />
    </Suspense>
  );
});

/**
 * Asks for a SKU's details as its card is tapped: the answer comes over the line while the product
 * screen's code loads, instead of after it. The screen's own query takes the answer (same key).
 */
function useAskForDetail() {
  const queryClient = useQueryClient();
  return (productSkuId: number) => {
    const locale = useLocaleStore.getState().locale;
    const warehouseId = useWarehouseStore.getState().warehouse?.warehouseId;
    void queryClient.prefetchQuery(skuDetailQuery(locale, productSkuId, warehouseId));
  };
}

function Card({ sku, imageSize = 168, compact, eager }: SkuCardProps) {
  const { t } = useT();
  const askForDetail = useAskForDetail();
  const several = sku.optionCount > 1;
  // The SKU shown may be sold out while another option is not: the sheet says which.
  const soldOut = !several && sku.stock !== null && sku.stock <= 0;
  return (
    <div className={`sku-card${compact ? ' sku-card--compact' : ''}${soldOut ? ' sku-card--out' : ''}`}>
      <Link
        to={`/productDetails?productSkuId=${sku.productSkuId}`}
        onClick={() => askForDetail(sku.productSkuId)}
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
          {several ? (
            <span className="sku-card__spec" data-testid="option-count">
              {t('product:card.options', { count: sku.optionCount })}
            </span>
          ) : (
            !compact && sku.spec && <span className="sku-card__spec">{sku.spec}</span>
          )}
          {several && sku.priceMin < sku.priceMax && sku.price === sku.priceMin ? (
            <PriceRange min={sku.priceMin} max={sku.priceMax} currencyCode={sku.currencyCode} />
          ) : (
            <Price price={sku.price} originalPrice={sku.originalPrice} currencyCode={sku.currencyCode} />
          )}
          {!several && <StockNote stock={sku.stock} />}
        </span>
      </Link>
      {!soldOut && (
        <span className="sku-card__add">
          <AddToCartButton
            productSkuId={sku.productSkuId}
            name={sku.name}
            stock={sku.stock}
            optionCount={sku.optionCount}
          />
        </span>
      )}
    </div>
  );
}
