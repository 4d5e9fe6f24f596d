import { Fragment } from 'react';
import { Skeleton } from 'antd-mobile';
import { useT } from '../../../i18n';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { useWarehouseId } from '../../../lib/stores/warehouse.store';
import { thumbUrl } from '../../../components/Thumb';
import { Carousel } from '../../../components/Carousel';
import { useBanners } from '../api/homeBanners';
import { Link } from 'react-router';
import './Banners.css';

/** Banner images are 750×300 design pixels: full width on a phone, fetched at that size. */
const BANNER_W = 750;
const BANNER_H = 300;

/** Only links inside the app are followed; anything else would leave the store. */
const internal = (link: string) => link.startsWith('/') && !link.startsWith('//');

/**
 * The home banners: each one's title, in the visitor's language, written over its art (the art
 * leaves its left part plain and light for it; dark text on it passes WCAG AA). The slide keeps
 * the art's 750:300 ratio, so neither the picture nor the title moves the page as they load.
 */
export function Banners() {
  const { t } = useT();
  const locale = useLocaleStore((s) => s.locale);
  const banners = useBanners(locale, useWarehouseId());
  if (banners.isPending) return <Skeleton animated className="home-banners__skeleton" />;
  if (!banners.data?.length) return null;
  return (
    <Carousel
      className="home-banners"
      label={t('common:home.banners')}
      autoplay={4000}
      // Banners without an internal link are plain pictures: the scroller itself must take focus.
      focusable={!banners.data.some((b) => internal(b.link))}
    >
      {banners.data.map((b, i) => {
        const slide = (
          <span className="home-banners__slide">
            {/* The title below says what the picture shows: the picture itself is decoration. */}
            <img
              src={thumbUrl(b.pic, BANNER_W, BANNER_H)}
              alt=""
              width={BANNER_W}
              height={BANNER_H}
              loading={i === 0 ? 'eager' : 'lazy'}
              className="home-banners__img"
            />
            <span className="home-banners__title" lang={locale}>
              {b.title}
            </span>
          </span>
        );
        return internal(b.link) ? (
          <Link key={b.id} to={b.link} className="home-banners__link">
            {slide}
          </Link>
        ) : (
          <Fragment key={b.id}>{slide}</Fragment>
        );
      })}
    </Carousel>
  );
}
