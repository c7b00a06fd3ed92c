import type { BlogCard } from '@rookery/core';
import { lazy, Suspense } from 'react';
import { Icon } from '../../ui/icons/icons';
import cardStyles from '../blog-card/blog-card.module.css';
import styles from './blog-share.module.css';

// The forms come with the first click, not with the card.
const BlogSharePanel = lazy(() => import('./blog-share-panel').then((m) => ({ default: m.BlogSharePanel })));

/** The blog card's Share button (spec document 2 §2): shows or hides the card's share forms. */
export function BlogShareToggle({
  card,
  open,
  onToggle,
}: {
  card: BlogCard;
  open: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className={cardStyles.iconButton}
      aria-label={`Share ${card.name}`}
      aria-expanded={open}
      onClick={onToggle}
    >
      <Icon size={20}>
        <path d="M21 3 10 14M21 3l-7 18-4-7-7-4z" />
      </Icon>
    </button>
  );
}

/**
 * The card's share forms, in the card's flow under its navigation bar (a dropdown would be cut off
 * by the small card), so the card grows to hold them.
 */
export function BlogCardShare({ card, onDone }: { card: BlogCard; onDone: () => void }) {
  return (
    <section className={styles.panel} aria-label={`Share ${card.name}`}>
      <Suspense fallback={null}>
        <BlogSharePanel card={card} onDone={onDone} />
      </Suspense>
    </section>
  );
}
