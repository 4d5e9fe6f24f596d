import { Link } from 'react-router';
import { Skeleton, Swiper } from 'antd-mobile';
import { useT } from '../../../i18n';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { useWarehouseId } from '../../../lib/stores/warehouse.store';
import { thumbUrl } from '../../../components/Thumb';
import { useBanners } from '../api/homeBanners';

/** Banner images are 750×300 design pixels: full width on a phone, fetched at that size. */
const BANNER_W = 750;
const BANNER_H = 300;

/** Only links inside the app are followed; anything else would leave the store. */
const internal = (link: string) => link.startsWith('/') && !link.startsWith('//');

export function Banners() {
  const { t } = useT();
  const locale = useLocaleStore((s) => s.locale);
  const banners = useBanners(locale, useWarehouseId());
  if (banners.isPending) return <Skeleton animated className="home-banners__skeleton" />;
  if (!banners.data?.length) return null;
  return (
    <section className="home-banners" aria-label={t('common:home.banners')}>
      <Swiper autoplay loop={banners.data.length > 1} autoplayInterval={4000} style={{ '--border-radius': '10px' }}>
        {banners.data.map((b, i) => {
          const img = (
            <img
              src={thumbUrl(b.pic, BANNER_W, BANNER_H)}
              alt={b.title}
              width={BANNER_W}
              height={BANNER_H}
              loading={i === 0 ? 'eager' : 'lazy'}
              className="home-banners__img"
            />
          );
          return (
            <Swiper.Item key={b.id}>
              {internal(b.link) ? (
                <Link to={b.link} className="home-banners__link">
                  {img}
                </Link>
              ) : (
                img
              )}
            </Swiper.Item>
          );
        })}
      </Swiper>
    </section>
  );
}
