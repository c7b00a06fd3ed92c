import { cleanHtml } from '../editor/clean-html';
import styles from './post-card.module.css';

/**
 * Cleans in the browser; on the server (the fragment call renders cards with react-dom/server,
 * where there is no DOM for DOMPurify) the HTML passes through as stored. That is safe because the
 * server sanitises every rich field on save with the same allowlist, and the server render's entry
 * checks every frame again (ssr/render-posts.tsx); the browser's second pass only means a gap on one
 * side is not a hole in the page.
 */
const clean = (html: string) => (typeof window === 'undefined' ? html : cleanHtml(html));

/** A rich field of a post as HTML. */
export function RichText({
  html,
  className,
  as: Tag = 'div',
}: {
  html: string;
  className?: string;
  as?: 'div' | 'span';
}) {
  if (!html.trim()) return null;
  return (
    <Tag
      className={`${styles.prose} ${styles.rich} ${className ?? ''}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on save, cleaned again in the browser
      dangerouslySetInnerHTML={{ __html: clean(html) }}
    />
  );
}
