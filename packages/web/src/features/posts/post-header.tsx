import type { PostView } from '@rookery/core';
import { Avatar } from '../../ui/avatar/avatar';
import { BlogCardButton } from '../blog-card/blog-card-button';
import { BlogLink } from './blog-link';
import styles from './post-card.module.css';
import { PostFollowButton } from './post-follow-button';
import { ReblogIcon } from './post-icons';
import { postStateLabel } from './post-state-label';

/**
 * Who posted it: the avatar (here on narrow screens; beside the card on the wide dashboard), the
 * blog's name and, for a reblog, the blog it was reblogged from. Each opens the blog's card: the
 * avatar on a click, a name when the pointer rests on it, the card button from the keyboard. At the
 * end, Follow when the reader does not follow the blog yet.
 */
export function PostHeader({
  post,
  titleId,
  pixelate = false,
}: {
  post: PostView;
  titleId: string;
  /** An adult blog's avatar for a reader in safe mode (post-card.tsx decides). */
  pixelate?: boolean;
}) {
  const state = postStateLabel(post);
  const from = post.is_reblog ? (post.reblogged_from_name ?? post.trail.at(-1)?.blog_name) : undefined;
  return (
    <header className={styles.header}>
      <BlogLink name={post.blog_name} className={styles.headerAvatar} duplicate>
        <Avatar
          blogName={post.blog_name}
          size={40}
          shape={post.blog.avatar_shape}
          alt=""
          pixelate={pixelate}
        />
      </BlogLink>
      <div className={styles.byline}>
        <h2 id={titleId} className={styles.blogName}>
          <BlogLink name={post.blog_name}>{post.blog_name}</BlogLink>
        </h2>
        <BlogCardButton name={post.blog_name} />
        {from && (
          <span className={styles.source}>
            <ReblogIcon size={14} />
            <span className="visually-hidden">reblogged from </span>
            <BlogLink name={from} className={styles.sourceName}>
              {from}
            </BlogLink>
          </span>
        )}
      </div>
      {state && <span className={styles.state}>{state}</span>}
      <PostFollowButton post={post} />
    </header>
  );
}
