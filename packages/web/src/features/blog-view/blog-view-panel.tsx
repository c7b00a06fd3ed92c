import { useEffect, useId, useRef } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { CloseIcon } from '../../ui/icons/icons';
import { keepsFocus } from '../../ui/layout/use-focus-on-navigation';
import { blogPath } from '../blog-page/blog-paths';
import { blogThemeStyle } from '../blog-page/blog-theme';
import { useBlogData } from '../blog-page/use-blog-data';
import { pauseVideoPlayers } from '../video/player-bus';
import { BlogViewContent } from './blog-view-content';
import styles from './blog-view-panel.module.css';
import { useReturnFocus } from './use-return-focus';

/**
 * The blog view panel ("peepr", spec document 2 §2) beside the dashboard: a blog's themed header
 * and its posts, one of its posts, or its search of a term (a tag picked from a post). Closing
 * it — the close button or Escape — navigates to /dashboard.
 */
export function BlogViewPanel() {
  const { blog = '', postId, tag } = useParams();
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  const panel = useRef<HTMLElement>(null);
  const headingId = useId();
  // The same cached query the content reads: the whole panel, bar included, wears the blog's theme.
  const theme = useBlogData(blog).data?.global_theme_params;
  const close = () => navigate('/dashboard');
  const closeRef = useRef(close);
  closeRef.current = close;

  useReturnFocus(panel, pathname, keepsFocus(state));

  // Spec document 2 §4: opening the peek panel pauses the players of the dashboard under it.
  useEffect(() => pauseVideoPlayers(), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // A dialog or popover open above the page takes its own Escape first.
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      event.preventDefault();
      closeRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      {/* The dimmed dashboard: a click beside the panel closes it, as the close button and Escape do. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a mouse shortcut; the close button and Escape serve the keyboard */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above, Escape closes the panel from anywhere */}
      <div className={styles.scrim} onClick={close} data-blog-view-scrim="" />
      <section
        ref={panel}
        className={styles.panel}
        style={theme && blogThemeStyle(theme)}
        aria-labelledby={headingId}
        tabIndex={-1}
        data-blog-view=""
      >
        <div className={styles.bar}>
          <Link to={blogPath(blog)} className={styles.blogLink}>
            {blog}
          </Link>
          <button type="button" className={styles.close} onClick={close} aria-label="Close blog view">
            <CloseIcon />
          </button>
        </div>
        <BlogViewContent name={blog} postId={postId} search={tag} headingId={headingId} />
      </section>
    </>
  );
}
