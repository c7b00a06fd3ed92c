import type { PostView } from '@rookery/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../ui/avatar/avatar';
import { useCurrentUser } from '../accounts/use-session';
import styles from './post-card.module.css';
import { PostContent } from './post-content';
import { postStateLabel } from './post-state-label';
import { reblogCommentKey, withoutComment } from './reblog-comment-key';
import { ReblogTrail } from './reblog-trail';

const blogPath = (name: string) => `/${encodeURIComponent(name)}`;

/** One post in a plain list: who posted it, the trail it was reblogged through, its content, tags and actions. */
export function PostCard({ post }: { post: PostView }) {
  const user = useCurrentUser();
  const titleId = useId();
  const own = !!user?.channels.some((c) => c.name === post.blog_name);
  const state = postStateLabel(post);
  const rebloggedFrom = post.is_reblog ? post.trail.at(-1)?.blog_name : undefined;
  const canReblog =
    !!user && post.can_be_reblogged && (post.state === 'published' || post.state === 'private');

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.header}>
        <Avatar blogName={post.blog_name} size={40} alt="" />
        <div className={styles.byline}>
          <h2 id={titleId} className={styles.blogName}>
            <Link to={blogPath(post.blog_name)}>{post.blog_name}</Link>
          </h2>
          {rebloggedFrom && <span className={styles.reblogged}>reblogged from {rebloggedFrom}</span>}
        </div>
        {state && <span className={styles.state}>{state}</span>}
      </header>
      <PostBody post={post} />
      {post.tags.length > 0 && (
        <ul className={styles.tags} aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag}>#{tag}</li>
          ))}
        </ul>
      )}
      <footer className={styles.footer}>
        <time dateTime={post.date} className={styles.date}>
          {new Date(post.date).toLocaleDateString(undefined, { dateStyle: 'medium' })}
        </time>
        <div className={styles.actions}>
          {own && <Link to={`/edit/${post.id}`}>Edit</Link>}
          {canReblog && <Link to={`/reblog/${post.id}/${encodeURIComponent(post.reblog_key)}`}>Reblog</Link>}
        </div>
      </footer>
    </article>
  );
}

/**
 * A reblog reads as on Tumblr: the reblogged content, then the trail of what each blog said, then
 * this blog's own comment (the type's comment field).
 */
function PostBody({ post }: { post: PostView }) {
  if (!post.is_reblog) {
    return (
      <div className={styles.content}>
        <PostContent type={post.type} post={post} />
      </div>
    );
  }
  const key = reblogCommentKey(post.type);
  const comment = key ? String(post[key]) : '';
  return (
    <>
      <div className={styles.content}>
        <PostContent type={post.type} post={withoutComment(post.type, post)} />
      </div>
      <ReblogTrail trail={post.trail} />
      {comment.trim() && <div className={`${styles.content} ${styles.prose}`}>{comment}</div>}
    </>
  );
}
