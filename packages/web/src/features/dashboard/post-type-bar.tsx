import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { newPostPath, useComposerLink } from '../composer/composer-context';
import { COMPOSER_TYPES, POST_TYPE_COLORS, POST_TYPE_LABELS } from '../composer/composer-types';
import styles from './post-type-bar.module.css';

// The glyphs come in the composer's chunk, fetched as the bar first draws; their boxes are held meanwhile.
const PostTypeIcon = lazy(() =>
  import('../composer/post-type-icons').then((m) => ({ default: m.PostTypeIcon })),
);

/**
 * Above the feed, as on Tumblr: the seven post types in their colours, each opening the composer on
 * its type by the route the header's Compose builds (spec document 1 §2: `{baseRoute}/new/{type}`,
 * /new/{type} on the dashboard), returning here when it closes. Its height is fixed, so the feed
 * never moves under it.
 */
export function PostTypeBar() {
  const { pathname } = useLocation();
  const composerLink = useComposerLink();
  return (
    <nav className={`surface ${styles.bar}`} aria-label="Create a post">
      <ul className={styles.list}>
        {COMPOSER_TYPES.map((type) => (
          <li key={type}>
            <Link
              to={newPostPath(pathname, type)}
              {...composerLink}
              className={styles.type}
              // White is the text type's colour on the navy overlay; on this white bar it is ink.
              style={{ color: type === 'text' ? 'var(--ink)' : POST_TYPE_COLORS[type] }}
            >
              <span className={styles.icon}>
                <Suspense fallback={null}>
                  <PostTypeIcon type={type} size={32} />
                </Suspense>
              </span>
              <span className={styles.label}>{POST_TYPE_LABELS[type]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
