import { useMemo } from 'react';
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
  const clean = useMemo(() => descriptionHtml(html, blogUrl, window.location.origin), [html, blogUrl]);
  if (!clean.trim()) return null;
  return (
    <div
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned to the editor allowlist by descriptionHtml
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
