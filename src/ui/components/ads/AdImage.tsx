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

/**
 * The srcset of a photo's WebP sizes. A photo narrower than a size is stored at its own width under that size's name,
 * so two names can hold one width: each width is offered once (the smallest name), as HTML allows no repeated width.
 */
export function photoSrcSet(image: Pick<AdImageData, 'url' | 'width' | 'widths'>): string {
  const byWidth = new Map<number, string>();
  for (const w of [...image.widths].sort((a, b) => a - b)) {
    const width = Math.min(w, image.width);
    if (!byWidth.has(width)) byWidth.set(width, `${image.url}-${w}.webp ${width}w`);
  }
  return [...byWidth.values()].join(', ');
}

/** WebP sizes by srcset, width and height set so nothing shifts when the image arrives. */
export function AdImage({ image, alt, sizes, eager = false, priority = false, className }: Props) {
  const srcSet = photoSrcSet(image);
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
