import { use } from 'react';
import { useServedAs } from '../../ui/layout/use-served-as';
import { loadCleanHtml, loadedCleanHtml } from '../editor/load-clean-html';
import styles from './post-card.module.css';

/**
 * A rich field of a post as HTML. The browser cleans it again before it shows it (suspending, the
 * first time, until the cleaner's chunk has come: editor/load-clean-html.ts); the server (this
 * page rendered on the server, or cards for the fragment call, with react-dom/server where there
 * is no DOM for DOMPurify) passes it as stored, and so does a page hydrated from that markup while
 * the field is unchanged (useServedAs: React keeps the served markup anyway). That is safe because
 * the server sanitises every rich field on save with the same allowlist, and the server render's
 * entry checks every frame again (ssr/render-posts.tsx); the browser's second pass only means a gap
 * on one side is not a hole in the page.
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
  const served = useServedAs(html);
  if (!html.trim()) return null;
  const shown =
    served || typeof window === 'undefined'
      ? html
      : (loadedCleanHtml() ?? use(loadCleanHtml())).cleanHtml(html);
  return (
    <Tag
      className={`${styles.prose} ${styles.rich} ${className ?? ''}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on save, cleaned again in the browser
      dangerouslySetInnerHTML={{ __html: shown }}
    />
  );
}
