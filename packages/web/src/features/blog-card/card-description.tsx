import { BLOG_CARD_DESCRIPTION_CHECK_MS } from '@rookery/core';
import { useEffect, useRef, useState } from 'react';
import { BlogDescription } from '../blog-page/blog-description';
import styles from './blog-card.module.css';

/**
 * The blog's description, its links resolved against the blog and opening in a new tab only with
 * an allowed protocol (blog-page/description-html.ts). A long one is cut to a few lines; whether
 * it was cut is checked once it has rendered (spec document 2 §9), and then it can be read whole.
 */
export function CardDescription({ html, blogUrl }: { html: string; blogUrl: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [cut, setCut] = useState(false);
  const [whole, setWhole] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      const element = box.current;
      if (element) setCut(element.scrollHeight > element.clientHeight + 1);
    }, BLOG_CARD_DESCRIPTION_CHECK_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!html.trim()) return null;
  return (
    <>
      <div ref={box} className={whole ? styles.description : `${styles.description} ${styles.clamped}`}>
        <BlogDescription html={html} blogUrl={blogUrl} />
      </div>
      {cut && !whole && (
        <button type="button" className={styles.more} onClick={() => setWhole(true)}>
          Read more
        </button>
      )}
    </>
  );
}
