import { CAROUSEL_PEEK_DISTANCE, type PostPhoto } from '@rookery/core';
import type { CSSProperties } from 'react';
import { useEffect, useId, useState } from 'react';
import { useCarouselOffset } from './carousel-offset';
import { carouselStep } from './carousel-steps';
import styles from './photo-carousel.module.css';
import { frameRatio, ratioOf } from './photo-rows';
import { safeHref } from './safe-href';
import { PEEK_ANIMATION_MS, usePeek } from './use-peek';
import { useSwipe } from './use-swipe';

interface PhotoCarouselProps {
  photos: PostPhoto[];
  linkthrough: string;
}

/** The frame fits the tallest photo (up to the tallest shape allowed); wider ones sit letterboxed. */
function carouselRatio(photos: readonly PostPhoto[]): number | null {
  const ratios = photos.map(ratioOf).filter((r): r is number => r !== null);
  return ratios.length ? frameRatio(Math.min(...ratios), false) : 1;
}

/** The two arrows: how far each moves, its name, and its side's class (which also turns the chevron). */
const ARROWS = [
  { by: -1, label: 'Previous photo', side: 'previous' },
  { by: 1, label: 'Next photo', side: 'next' },
] as const;

/** The strip's place, and the peek's distance and length for the stylesheet's animation. */
function trackStyle(index: number): CSSProperties {
  return {
    transform: `translateX(${-index * 100}%)`,
    '--peek-distance': `${CAROUSEL_PEEK_DISTANCE}px`,
    '--peek-duration': `${PEEK_ANIMATION_MS}ms`,
  } as CSSProperties;
}

/**
 * A photoset one photo at a time (doc 2 §4 "Carousel"): arrows and dots, swipe on touch screens,
 * a peek past either end and a one-time peek when it first comes fully into view. Photos not shown
 * are inert, so keyboard and screen reader users meet only the current one.
 */
export function PhotoCarousel({ photos, linkthrough }: PhotoCarouselProps) {
  const [index, setIndex] = useState(0);
  const offset = useCarouselOffset();
  useEffect(() => {
    if (offset) offset.current = index;
  }, [offset, index]);
  const trackId = useId();
  const href = safeHref(linkthrough);
  const { peek, play, observe } = usePeek(index, photos.length);
  const move = (by: 1 | -1) => {
    const step = carouselStep(index, photos.length, by);
    setIndex(step.index);
    if (step.peek) play(step.peek);
  };
  const swipe = useSwipe(move);
  const ratio = carouselRatio(photos);

  return (
    // A group, as the APG's carousel pattern allows (a feed holds many; landmarks must be unique).
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls, not slides
    <div
      ref={observe}
      role="group"
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={`Photos, ${photos.length}`}
    >
      <div className={styles.viewport} style={ratio ? { aspectRatio: String(ratio) } : undefined} {...swipe}>
        <div id={trackId} className={styles.track} data-peek={peek ?? undefined} style={trackStyle(index)}>
          {photos.map((photo, i) => (
            <Slide
              key={photo.id}
              photo={photo}
              number={i + 1}
              of={photos.length}
              current={i === index}
              href={href}
            />
          ))}
        </div>
        {ARROWS.map(({ by, label, side }) => (
          <button
            key={side}
            type="button"
            className={`${styles.arrow} ${styles[side]}`}
            aria-controls={trackId}
            aria-label={label}
            onClick={() => move(by)}
          >
            <Chevron />
          </button>
        ))}
      </div>
      <div className={styles.dots}>
        {photos.map((photo, i) => (
          <button
            key={photo.id}
            type="button"
            className={styles.dot}
            aria-controls={trackId}
            aria-label={`Photo ${i + 1} of ${photos.length}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => setIndex(i)}
          />
        ))}
      </div>
      {photos[index]?.caption && <p className={styles.caption}>{photos[index].caption}</p>}
    </div>
  );
}

interface SlideProps {
  photo: PostPhoto;
  number: number;
  of: number;
  current: boolean;
  href: string | undefined;
}

function Slide({ photo, number, of, current, href }: SlideProps) {
  const image = (
    <img
      src={photo.url}
      alt={photo.caption || `Photo ${number} of ${of}`}
      width={photo.width ?? undefined}
      height={photo.height ?? undefined}
      loading={number === 1 ? undefined : 'lazy'}
      draggable={false}
    />
  );
  return (
    <div className={styles.slide} data-current={current ? '' : undefined} inert={!current}>
      {href ? (
        <a href={href} rel="noopener noreferrer nofollow ugc" target="_blank">
          {image}
        </a>
      ) : (
        image
      )}
    </div>
  );
}

function Chevron() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
