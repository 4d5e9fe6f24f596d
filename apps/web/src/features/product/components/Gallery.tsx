import { Swiper } from 'antd-mobile';
import { useT } from '../../../i18n';
import { thumbUrl } from '../../../components/Thumb';

/** Gallery images fill the 750-wide column: 750×750 design px. */
const SIZE = 750;

export function Gallery({ pics, name }: { pics: string[]; name: string }) {
  const { t } = useT();
  if (pics.length === 0) return null;
  return (
    <section className="pd-gallery" aria-label={t('productDetails:gallery')}>
      <Swiper indicatorProps={{ color: 'white' }} loop={false}>
        {pics.map((pic, i) => (
          <Swiper.Item key={`${pic}-${i}`}>
            <img
              className="pd-gallery__img"
              src={thumbUrl(pic, SIZE)}
              width={SIZE}
              height={SIZE}
              // The first photo is the page's main content; the others wait until swiped to.
              loading={i === 0 ? 'eager' : 'lazy'}
              alt={t('productDetails:photo', { name, index: i + 1, count: pics.length })}
            />
          </Swiper.Item>
        ))}
      </Swiper>
    </section>
  );
}
