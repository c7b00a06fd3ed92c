import { type AvatarSize, avatarUrl } from '@rookery/core';
import { useState } from 'react';
import styles from './avatar.module.css';

interface AvatarProps {
  blogName: string;
  /** Display size in CSS pixels; one of the spec's size steps. */
  size: AvatarSize;
  shape?: 'circle' | 'square';
  /** Empty when a visible name sits beside the avatar, so screen readers don't hear it twice. */
  alt?: string;
  /**
   * An adult blog's avatar for a reader in safe mode (spec document 3 §6): the smallest size drawn
   * large in square pixels, so the picture itself never reaches the browser.
   */
  pixelate?: boolean;
}

/** A blog's avatar, served at the size step that covers the display size (and twice that on HiDPI). */
export function Avatar({
  blogName,
  size,
  shape = 'circle',
  alt = `${blogName}'s avatar`,
  pixelate = false,
}: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const className = `${styles.avatar} ${shape === 'square' ? styles.square : styles.circle}`;
  const box = { width: size, height: size };

  if (failed) {
    // A letter tile instead of a broken-image icon when the avatar can't load.
    const tile = { className: `${className} ${styles.fallback}`, style: { ...box, fontSize: size * 0.45 } };
    const letter = blogName.charAt(0).toUpperCase();
    return alt ? (
      <span {...tile} role="img" aria-label={alt}>
        {letter}
      </span>
    ) : (
      <span {...tile} aria-hidden="true">
        {letter}
      </span>
    );
  }
  return (
    <img
      className={pixelate ? `${className} ${styles.pixelated}` : className}
      src={avatarUrl(blogName, pixelate ? 16 : size)}
      srcSet={pixelate ? undefined : `${avatarUrl(blogName, size * 2)} 2x`}
      width={size}
      height={size}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      // A server-rendered image can fail before React listens (a trail's blog from another site has
      // no avatar here): found broken when it is hydrated.
      ref={(img) => {
        if (img?.complete && !img.naturalWidth) setFailed(true);
      }}
    />
  );
}
