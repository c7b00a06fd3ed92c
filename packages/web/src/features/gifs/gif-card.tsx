import { type GifSearchResult, visibleGifTags } from '@rookery/core';
import type { KeyboardEvent } from 'react';
import { gifLabel } from './gif-label';
import styles from './gif-search-panel.module.css';
import type { MasonryPlace } from './masonry';

interface GifCardProps {
  gif: GifSearchResult;
  place: MasonryPlace;
  /** Within the visible band: the card loads its animation. */
  drawn: boolean;
  /** The card the Tab key reaches (roving focus). */
  current: boolean;
  picking: boolean;
  onPick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

/**
 * One result in the masonry grid: the 250-px animation drawn 150 wide, its blog, and at most three
 * of its tags, never gif or gifs (spec document 2 §5).
 */
export function GifCard({ gif, place, drawn, current, picking, onPick, onKeyDown }: GifCardProps) {
  const tags = visibleGifTags(gif.postTags);
  return (
    <li className={styles.card} style={{ ...place, position: 'absolute' }}>
      <button
        type="button"
        className={styles.pick}
        tabIndex={current ? 0 : -1}
        aria-busy={picking || undefined}
        data-gif-card=""
        onClick={onPick}
        onKeyDown={onKeyDown}
      >
        {drawn && (
          <img className={styles.image} src={gif.mediaUrl} alt="" width={place.width} height={place.height} />
        )}
        <span className="visually-hidden">{gifLabel(gif)}</span>
        <span className={styles.credit}>
          <span className={styles.blog}>{gif.rootBlog}</span>
          {tags.length > 0 && <span className={styles.tags}>{tags.map((tag) => `#${tag}`).join(' ')}</span>}
        </span>
      </button>
    </li>
  );
}
