import { useMemo } from 'react';
import { useIsClient } from '../../ui/layout/use-is-client';
import { descriptionHtml } from './description-html';

/** A blog's description as HTML, its links resolved against the blog and opening in a new tab. */
export function BlogDescription({
  html,
  blogUrl,
  className,
}: {
  html: string;
  blogUrl: string;
  className?: string;
}) {
  // Cleaning needs the browser's DOM parser: a page rendered on the server shows it once hydrated.
  const client = useIsClient();
  const clean = useMemo(
    () => (client ? descriptionHtml(html, blogUrl, window.location.origin) : ''),
    [client, html, blogUrl],
  );
  if (!clean.trim()) return null;
  return (
    <div
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned to the editor allowlist by descriptionHtml
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
