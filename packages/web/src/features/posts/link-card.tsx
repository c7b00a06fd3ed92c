import { isAllowedImageSrc, type PostContent } from '@rookery/core';
import styles from './post-card.module.css';
import { safeHref } from './safe-href';

function hostOf(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/**
 * A link post's card: the page's picture, title, excerpt and host. An address that is no web
 * address is shown but not followed (safeHref), and a thumbnail only
 * with an image scheme core allows.
 */
export function LinkCard({ post }: { post: Pick<PostContent, 'url' | 'title' | 'excerpt' | 'thumbnail'> }) {
  const href = safeHref(post.url);
  const thumbnail = post.thumbnail.trim() && isAllowedImageSrc(post.thumbnail) ? post.thumbnail : undefined;
  const inner = (
    <>
      {thumbnail && <img className={styles.linkImage} src={thumbnail} alt="" loading="lazy" />}
      <span className={styles.linkText}>
        <span className={styles.linkTitle}>{post.title.trim() || post.url}</span>
        {post.excerpt.trim() && <span className={styles.linkExcerpt}>{post.excerpt}</span>}
        <span className={styles.linkHost}>{hostOf(post.url)}</span>
      </span>
    </>
  );
  return href ? (
    <a className={styles.linkCard} href={href} rel="noopener noreferrer nofollow ugc" target="_blank">
      {inner}
    </a>
  ) : (
    <div className={styles.linkCard}>{inner}</div>
  );
}
