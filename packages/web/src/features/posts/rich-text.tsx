import { cleanHtml } from '../editor/clean-html';
import styles from './post-card.module.css';

/**
 * A rich field of a post as HTML. The server sanitises every stored field; this passes it through
 * DOMPurify with the same allowlist again, so a gap on one side is not a hole in the page.
 */
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
  const clean = { __html: cleanHtml(html) };
  return (
    <Tag
      className={`${styles.prose} ${styles.rich} ${className ?? ''}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned to the editor allowlist above
      dangerouslySetInnerHTML={clean}
    />
  );
}
