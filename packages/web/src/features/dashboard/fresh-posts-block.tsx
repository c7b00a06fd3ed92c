import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import styles from './dashboard.module.css';
import type { FreshBlock } from './fresh-posts';

/**
 * Posts just saved, as the server rendered them (its own PostCard through react-dom/server), shown
 * until the refetched feed draws them as live cards a moment later. The HTML is our server's own
 * output, whose stored fields were sanitised on save, so it goes in as it came. Its links are plain
 * anchors: clicks on those within the site are routed here rather than reloading the page.
 */
export function FreshPostsBlock({ blocks }: { blocks: FreshBlock[] }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element).closest('a');
    if (!link || link.target || !link.href) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };

  return (
    // The links inside are the keyboard's way in; this only reroutes their clicks.
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <div className={styles.fresh} onClick={onClick}>
      {blocks.map((block) => (
        <div
          key={block.ids.join() || block.html.length}
          className={styles.fresh}
          data-fresh-posts=""
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our server's render of sanitised posts
          dangerouslySetInnerHTML={{ __html: block.html }}
        />
      ))}
    </div>
  );
}
