import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdImage as AdImageData } from '../../../domain/ad';
import { AdImage } from '../../components/ads/AdImage';

interface Props {
  images: AdImageData[];
  index: number;
  title: string;
  onShow: (index: number) => void;
  onNext: () => void;
  onPrevious: () => void;
}

const SWIPE_PX = 40;

/** Arrow keys when focused, buttons, thumbnails, a horizontal swipe on touch screens, and full screen where the browser can. */
export function Gallery({ images, index, title, onShow, onNext, onPrevious }: Props) {
  const { t } = useTranslation();
  const start = useRef<number | null>(null);
  const section = useRef<HTMLElement>(null);
  const [fullscreen, setFullscreen] = useState(false);
  // Only after hydration: the server cannot know whether the browser offers full screen.
  const [canFullscreen, setCanFullscreen] = useState(false);
  useEffect(() => {
    setCanFullscreen(document.fullscreenEnabled === true);
    const changed = () =>
      setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === section.current);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, []);
  const toggleFullscreen = () => {
    const done = document.fullscreenElement ? document.exitFullscreen() : section.current?.requestFullscreen();
    // A refusal (no user gesture, an iframe) leaves the gallery as it was.
    void done?.catch(() => undefined);
  };
  const current = images[index];
  if (!current) {
    return (
      <div className="gallery gallery--empty" aria-hidden="true">
        ⌂
      </div>
    );
  }
  return (
    <section
      ref={section}
      className={`gallery${fullscreen ? ' gallery--fullscreen' : ''}`}
      aria-roledescription={t('gallery.roledescription')}
      aria-label={t('gallery.label', { title })}
      tabIndex={0}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') {
          e.preventDefault();
          onNext();
        } else if (e.key === 'ArrowLeft') {
          e.preventDefault();
          onPrevious();
        }
      }}
      // A mouse drag over the photo would start the browser's image drag (and no pointerup would follow): a swipe instead.
      onDragStart={(e) => e.preventDefault()}
      onPointerDown={(e) => (start.current = e.clientX)}
      onPointerUp={(e) => {
        if (start.current === null) return;
        const dx = e.clientX - start.current;
        start.current = null;
        if (dx <= -SWIPE_PX) onNext();
        else if (dx >= SWIPE_PX) onPrevious();
      }}
    >
      <div className="gallery__stage">
        <AdImage
          image={current}
          alt={t('gallery.imageAlt', { title, n: index + 1, count: images.length })}
          sizes="(max-width: 900px) 100vw, 800px"
          eager
          priority={index === 0}
          className="gallery__image"
        />
        {images.length > 1 && (
          <>
            <button
              type="button"
              className="gallery__nav gallery__nav--prev"
              onClick={onPrevious}
              aria-label={t('gallery.previous')}
            >
              ‹
            </button>
            <button
              type="button"
              className="gallery__nav gallery__nav--next"
              onClick={onNext}
              aria-label={t('gallery.next')}
            >
              ›
            </button>
          </>
        )}
        {canFullscreen && (
          <button type="button" className="gallery__fullscreen" onClick={toggleFullscreen}>
            {t(fullscreen ? 'gallery.exitFullscreen' : 'gallery.fullscreen')}
          </button>
        )}
        <p className="gallery__counter" aria-live="polite">
          {t('gallery.counter', { n: index + 1, count: images.length })}
        </p>
      </div>
      {images.length > 1 && (
        <ul className="gallery__thumbs">
          {images.map((image, i) => (
            <li key={image.id}>
              <button
                type="button"
                className="gallery__thumb"
                aria-current={i === index ? 'true' : undefined}
                aria-label={t('gallery.show', { n: i + 1 })}
                onClick={() => onShow(i)}
              >
                <AdImage image={image} alt="" sizes="96px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
