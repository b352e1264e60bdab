import type { AdImage as AdImageData } from '../../../domain/ad';

interface Props {
  image: AdImageData;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes: string;
  eager?: boolean;
  /** The page's most important image (the first result, the gallery's first photo): fetched first. */
  priority?: boolean;
  className?: string;
}

/** WebP sizes by srcset, width and height set so nothing shifts when the image arrives. */
export function AdImage({ image, alt, sizes, eager = false, priority = false, className }: Props) {
  const srcSet = image.widths.map((w) => `${image.url}-${w}.webp ${Math.min(w, image.width)}w`).join(', ');
  return (
    <img
      className={className}
      src={`${image.url}-640.webp`}
      srcSet={srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
