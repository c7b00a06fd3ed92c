import { type BlogCard, relationshipLabel } from '@rookery/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../ui/avatar/avatar';
import { blogThemeStyle } from '../blog-page/blog-theme';
import { useSafeMode } from '../safety/use-safe-mode';
import { BlogCardShare, BlogShareToggle } from '../share/blog-card-share';
import styles from './blog-card.module.css';
import { CardDescription } from './card-description';
import { CardFollowButton } from './card-follow-button';
import { InfoMenu } from './info-menu';
import { MessagingMenu } from './messaging-menu';
import { RecentPosts } from './recent-posts';

/** The blog's full address as the nav bar shows it: its custom domain, else this site's address of it. */
const fullUrl = (card: BlogCard) => card.cname ?? `${window.location.host}${card.url}`;

/**
 * The blog card (spec document 2 §2), in the blog's own theme: a navigation bar with the name, the
 * full address (both open the blog in a new tab) and the actions; the header image; the avatar in
 * the theme's shape; title and description; how the blogs follow each other; recent posts.
 */
export function BlogCardView({ card, loadingPosts = false }: { card: BlogCard; loadingPosts?: boolean }) {
  const theme = card.global_theme_params;
  const safeMode = useSafeMode();
  const image = theme.show_header_image ? (theme.header_image_focused ?? theme.header_image) : null;
  const [sharing, setSharing] = useState(false);

  return (
    <article className={styles.card} style={blogThemeStyle(theme)} aria-label={card.name}>
      <header className={styles.nav}>
        <a className={styles.identity} href={card.url} target="_blank" rel="noopener">
          <span className={styles.name}>{card.name}</span>
          <span className={styles.url}>{fullUrl(card)}</span>
        </a>
        <div className={styles.actions}>
          {!card.is_own && <MessagingMenu card={card} />}
          <InfoMenu card={card} />
          <BlogShareToggle card={card} open={sharing} onToggle={() => setSharing((open) => !open)} />
          <CardFollowButton card={card} />
          {card.is_own && (
            <Link className={styles.follow} to={`/settings/blog/${encodeURIComponent(card.name)}`}>
              Edit
            </Link>
          )}
        </div>
      </header>
      {sharing && <BlogCardShare card={card} onDone={() => setSharing(false)} />}
      <div className={image ? styles.headerImage : styles.headerBand}>
        {image && <img src={image} alt="" />}
      </div>
      <div className={styles.body}>
        <span className={styles.avatar} data-blog-avatar={theme.avatar_shape}>
          <Avatar
            blogName={card.name}
            size={64}
            shape={theme.avatar_shape}
            alt={`${card.name}'s avatar`}
            pixelate={safeMode.on && card.is_adult && !card.is_own}
          />
        </span>
        <h2 className={styles.title}>{card.title || card.name}</h2>
        <CardDescription html={card.description_sanitized} blogUrl={card.url} />
        {card.is_blocking ? (
          <p className={styles.relationship}>You blocked this blog from {card.current_blog}.</p>
        ) : (
          card.relationship && <p className={styles.relationship}>{relationshipLabel(card.relationship)}</p>
        )}
      </div>
      <RecentPosts blog={card.name} posts={card.highlighted_posts} loading={loadingPosts} />
    </article>
  );
}
