import { useT } from '../../../i18n';
import { thumbUrl } from '../../../components/Thumb';
import { Carousel } from '../../../components/Carousel';

/** Gallery images fill the 750-wide column: 750×750 design px. */
const SIZE = 750;

export function Gallery({ pics, name }: { pics: string[]; name: string }) {
  const { t } = useT();
  if (pics.length === 0) return null;
  return (
    <Carousel
      // Another product's photos start from their first, not where the last product was left.
      key={pics.join(' ')}
      className="pd-gallery"
      label={t('productDetails:gallery')}
      dots="white"
      focusable
    >
      {pics.map((pic, i) => (
        <img
          key={`${pic}-${i}`}
          className="pd-gallery__img"
          src={thumbUrl(pic, SIZE)}
          width={SIZE}
          height={SIZE}
          // The first photo is the page's main content; the others wait until swiped to.
          loading={i === 0 ? 'eager' : 'lazy'}
          alt={t('productDetails:photo', { name, index: i + 1, count: pics.length })}
        />
      ))}
    </Carousel>
  );
}
