import { use, useMemo } from 'react';
import { pageOrigin } from '../../app/page-origin';
import { useServedAs } from '../../ui/layout/use-served-as';
import { loadCleanHtml, loadedCleanHtml } from '../editor/load-clean-html';
import { descriptionHtml } from './description-html';
import { storedDescriptionHtml } from './stored-description-html';

/**
 * A blog's description as HTML, its links resolved against the blog and opening in a new tab. The
 * browser cleans it again with its DOM parser; a page rendered on the server shows it as stored
 * (sanitised on save), links rewritten alike, so the served header has its full height and
 * nothing below it moves when the scripts arrive (issue 15: CLS). Hydration computes the same
 * (useServedAs) and keeps the served markup.
 */
export function BlogDescription({
  html,
  blogUrl,
  className,
}: {
  html: string;
  blogUrl: string;
  className?: string;
}) {
  const served = useServedAs(html);
  const asStored = served || typeof window === 'undefined';
  // Suspends the first time until the cleaner's chunk has come (editor/load-clean-html.ts).
  const cleaner = asStored ? null : (loadedCleanHtml() ?? use(loadCleanHtml()));
  const clean = useMemo(
    () =>
      cleaner
        ? descriptionHtml(html, blogUrl, pageOrigin(), cleaner.cleanHtml)
        : storedDescriptionHtml(html, blogUrl, pageOrigin()),
    [cleaner, html, blogUrl],
  );
  if (!clean.trim()) return null;
  return (
    <div
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on save; cleaned again in the browser
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
