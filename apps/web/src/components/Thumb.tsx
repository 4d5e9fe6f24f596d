/** Spec §9: the API resizes an image when asked with `?w=&h=`; the slot decides the size. */
export function thumbUrl(pic: string, width: number, height = width): string {
  if (!pic) return pic;
  const sep = pic.includes('?') ? '&' : '?';
  return `${pic}${sep}w=${width}&h=${height}`;
}

interface ThumbProps {
  pic: string;
  /** CSS pixels of the slot; the image is fetched at twice that for sharp phone screens. */
  size: number;
  alt: string;
  className?: string;
  eager?: boolean;
}

/** A square lazy image whose width and height are set, so nothing jumps when it arrives. */
export function Thumb({ pic, size, alt, className, eager }: ThumbProps) {
  return (
    <img
      className={className}
      src={thumbUrl(pic, size * 2)}
      width={size}
      height={size}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
