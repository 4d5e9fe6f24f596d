import { Suspense } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { ExclamationCircleOutline } from 'antd-mobile-icons';
import { Screen } from '../../../components/Screen';
import { Price } from '../../../components/Price';
import { StockNote } from '../../../components/SkuCard';
import { LoadFailed } from '../../../components/LoadFailed';
import { SkuFeed } from '../../../components/SkuFeed';
import { isApiError } from '../../../lib/http';
import { useT } from '../../../i18n';
import { recommendQuery } from '../../../lib/queries/recommendList';
import { formatNumber } from '../../../lib/money';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { useWarehouseId } from '../../../lib/stores/warehouse.store';
import { useSkuDetail, type SkuDetail } from '../api/skuDetail';
import { useDocumentSubject } from '../../../lib/documentTitle';
import { Description } from '../components/Description';
import { Gallery } from '../components/Gallery';
import { LadderTable } from '../components/LadderTable';
import { SpecPicker } from '../components/SpecPicker';
import { PromotionLine } from '../components/PromotionLine';
import { AddToCartBar } from '../components/AddToCartBar';
import { Link } from 'react-router';
import './ProductDetails.css';

function Details({ sku }: { sku: SkuDetail }) {
  const { t } = useT();
  const locale = useLocaleStore((st) => st.locale);
  const navigate = useNavigate();
  const pics = sku.pics.length ? sku.pics : [sku.pic];
  return (
    <>
      <Gallery pics={pics} name={sku.name} />
      <section className="pd-block pd-summary">
        {sku.promotionTag && <span className="pd-tag">{sku.promotionTag}</span>}
        <h2 className="pd-name" data-testid="product-name">
          {sku.name}
        </h2>
        <Price price={sku.price} originalPrice={sku.originalPrice} currencyCode={sku.currencyCode} size="lg" />
        <PromotionLine sku={sku} />
        <p className="pd-meta">
          {sku.spec && <span>{sku.spec}</span>}
          {sku.stock !== null && sku.stock > 10 && <span>{t('productDetails:inStock')}</span>}
          <StockNote stock={sku.stock} />
          {sku.salesCount > 0 && (
            <span>{t('productDetails:sold', { count: sku.salesCount, n: formatNumber(sku.salesCount, locale) })}</span>
          )}
        </p>
      </section>
      {sku.is18Plus && (
        <p className="pd-adult" role="note" data-testid="adult-notice">
          <ExclamationCircleOutline aria-hidden="true" />
          {t('productDetails:adultNotice')}
        </p>
      )}
      {sku.ladder.length > 0 && (
        <section className="pd-block">
          <LadderTable ladder={sku.ladder} basePrice={sku.originalPrice} currencyCode={sku.currencyCode} />
        </section>
      )}
      <SpecPicker
        sku={sku}
        // Another size of the same product: the same screen, so the URL is replaced, not pushed.
        onPick={(id) => void navigate(`/productDetails?productSkuId=${id}`, { replace: true })}
      />
      {sku.specValues.length > 0 && (
        <section className="pd-block" aria-labelledby="pd-specs">
          <h2 id="pd-specs">{t('productDetails:specifications')}</h2>
          <dl className="pd-values">
            {sku.specValues.map((v) => (
              <div key={v.name}>
                <dt>{v.name}</dt>
                <dd>{v.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <section className="pd-block" aria-labelledby="pd-description">
        <h2 id="pd-description">{t('productDetails:description')}</h2>
        <Description html={sku.descriptionHtml} />
      </section>
    </>
  );
}

/** /productDetails?productSkuId=: one SKU, its options, description and recommendations. */
export function ProductDetails() {
  const { t } = useT();
  const [params] = useSearchParams();
  const id = Number(params.get('productSkuId'));
  const productSkuId = Number.isInteger(id) && id > 0 ? id : undefined;
  const locale = useLocaleStore((s) => s.locale);
  const warehouseId = useWarehouseId();
  const detail = useSkuDetail(locale, productSkuId, warehouseId);
  // The tab and the history entry name the product, as the server's page title does.
  useDocumentSubject(detail.data?.name);
  const recommendations = useInfiniteQuery({
    ...recommendQuery(locale, warehouseId, productSkuId),
    enabled: !!detail.data,
  });

  return (
    <Screen title={t('productDetails:title')}>
      <div className="pd">
        {detail.isPending && productSkuId ? (
          <div className="pd-loading" data-testid="product-skeleton">
            <Skeleton animated className="pd-loading__img" />
            <Skeleton.Paragraph lineCount={4} animated />
          </div>
        ) : !detail.data && detail.isError && !isApiError(detail.error) ? (
          <LoadFailed text={t('common:loadFailed')} onRetry={() => void detail.refetch()} />
        ) : !detail.data ? (
          <div className="pd-missing" role="alert">
            <p>{t('productDetails:notFound')}</p>
            <Link to="/">{t('common:goHome')}</Link>
          </div>
        ) : (
          <>
            <Details sku={detail.data} />
            {/* Below the fold: hydrated apart from the page (a Suspense boundary). */}
            <Suspense fallback={null}>
              <section className="pd-recommend" aria-labelledby="pd-recommend">
                <h2 id="pd-recommend">{t('productDetails:recommend')}</h2>
                <SkuFeed
                  query={recommendations}
                  label={t('productDetails:recommend')}
                  empty={<p>{t('product:listEmpty')}</p>}
                />
              </section>
            </Suspense>
          </>
        )}
      </div>
      {detail.data && <AddToCartBar sku={detail.data} />}
    </Screen>
  );
}
