import { FRAGMENT_POST_ATTRIBUTE, type PostView } from '@rookery/core';
import { useId, useRef, useState } from 'react';
import { Avatar } from '../../ui/avatar/avatar';
import { useCurrentUser } from '../accounts/use-session';
import { track } from '../logging/client-logger';
import { FlagNotice } from '../moderation/flag-notice';
import { SensitiveNotice } from '../safety/sensitive-notice';
import { useSafeMode } from '../safety/use-safe-mode';
import { BlogLink } from './blog-link';
import { CarouselOffset } from './carousel-offset';
import styles from './post-card.module.css';
import { PostContent } from './post-content';
import { PostFooter } from './post-footer';
import { PostHeader } from './post-header';
import { PostTags } from './post-tags';
import { withoutComment } from './reblog-comment-key';
import { ReblogTrail } from './reblog-trail';
import { trailSteps } from './trail-entries';

/**
 * One post on every reading surface: who posted it, its content (or, for a reblog, the trail it came
 * through), its tags and its footer. It renders on the server too (the fragment call uses
 * react-dom/server), so nothing here touches window or document while rendering.
 *
 * The avatar is drawn twice: beside the card and in its header. Which one shows is the stylesheet's
 * choice: beside the card only inside a list marked data-avatar-beside on the wide layout (the
 * dashboard), so server-rendered cards dropped into the dashboard get it without knowing where they are.
 * `notesOpen`: the notes show from the start (a permalink).
 */
export function PostCard({ post, notesOpen = false }: { post: PostView; notesOpen?: boolean }) {
  const user = useCurrentUser();
  const titleId = useId();
  const own = !!user?.channels.some((c) => c.name === post.blog_name);
  const canReblog =
    !!user && post.can_be_reblogged && (post.state === 'published' || post.state === 'private');
  const carouselOffset = useRef(0);
  const safeMode = useSafeMode();
  const [viewAnyway, setViewAnyway] = useState(false);
  // Safe mode (issue 19): never over the reader's own posts or blogs.
  const covered = safeMode.on && post.is_nsfw && !own && !viewAnyway;
  const pixelate = safeMode.on && post.blog.is_adult && !own;

  return (
    <CarouselOffset.Provider value={carouselOffset}>
      <article
        className={styles.post}
        aria-labelledby={titleId}
        // Focusable by script only: j and k move between posts (features/shortcuts).
        tabIndex={-1}
        {...{ [FRAGMENT_POST_ATTRIBUTE]: post.id }}
      >
        <div className={styles.side}>
          <BlogLink name={post.blog_name} className={styles.sideAvatar} duplicate>
            <Avatar
              blogName={post.blog_name}
              size={64}
              shape={post.blog.avatar_shape}
              alt=""
              pixelate={pixelate}
            />
          </BlogLink>
        </div>
        <div className={styles.card}>
          <PostHeader post={post} titleId={titleId} pixelate={pixelate} />
          <FlagNotice post={post} />
          {covered ? (
            <SensitiveNotice
              canChange={safeMode.canChange}
              onViewAnyway={() => {
                setViewAnyway(true);
                track('safe_mode_view_anyway', { post_id: post.id });
              }}
            />
          ) : (
            <PostBody post={post} />
          )}
          {post.submitted_by && (
            <p className={styles.submitted}>
              Submitted by <BlogLink name={post.submitted_by}>{post.submitted_by}</BlogLink>
            </p>
          )}
          <PostTags tags={post.tags} />
          <PostFooter post={post} own={own} canReblog={canReblog} notesOpen={notesOpen} />
        </div>
      </article>
    </CarouselOffset.Provider>
  );
}

/** An original post shows its content; a reblog, the trail with the reblogged content under the root. */
function PostBody({ post }: { post: PostView }) {
  const carousel = post.carousel_display === true;
  if (!post.is_reblog) {
    return (
      <div className={styles.content}>
        <PostContent type={post.type} post={post} carousel={carousel} logged={post} />
      </div>
    );
  }
  const reblogged = (
    <PostContent type={post.type} post={withoutComment(post.type, post)} carousel={carousel} logged={post} />
  );
  const entries = trailSteps(post).map((step) => ({ ...step, reblogged: step.root ? reblogged : undefined }));
  return <ReblogTrail entries={entries} />;
}
