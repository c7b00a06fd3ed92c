import type { BlogCard, BlogRelationship } from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { BlogRow } from '../blogs/blog-row.js';
import { presentBlog } from '../blogs/present.js';
import type { Viewer } from '../posts/pipeline/viewer.js';
import { highlightedPosts } from './highlighted.js';

interface Standing {
  current_name: string | null;
  following_since: Date | null;
  followed_you_at: Date | null;
  is_subscribed: boolean;
  is_blocking: boolean;
}

const NO_STANDING: Standing = {
  current_name: null,
  following_since: null,
  followed_you_at: null,
  is_subscribed: false,
  is_blocking: false,
};

/** How the viewer's current blog and `blogId` stand to each other, in one statement. */
export async function standingOf(db: Db, current: string, blogId: string): Promise<Standing> {
  const result = await sql<Standing>`
    select
      (select name from blogs where id = ${current}) as current_name,
      (select created_at from follows where follower_blog_id = ${current} and followed_blog_id = ${blogId}) as following_since,
      (select created_at from follows where follower_blog_id = ${blogId} and followed_blog_id = ${current}) as followed_you_at,
      exists (select 1 from blog_subscriptions where subscriber_blog_id = ${current} and blog_id = ${blogId}) as is_subscribed,
      exists (select 1 from blocks where blocker_blog_id = ${current} and blocked_blog_id = ${blogId}) as is_blocking`.execute(
    db,
  );
  return result.rows[0] ?? NO_STANDING;
}

/**
 * The blog card (spec document 2 §2, §3) as the viewer sees it: the blog, its recent posts, and —
 * for a signed-in viewer looking at someone else's blog — following, subscription, block and the
 * relationship between the blog and the viewer's current blog.
 */
export async function blogCardOf(db: Db, viewer: Viewer | null, blog: BlogRow): Promise<BlogCard> {
  const current = viewer?.currentBlogId ?? null;
  const own = !!viewer && blog.user_id === viewer.userId;
  const [standing, highlighted] = await Promise.all([
    current && !own ? standingOf(db, current, blog.id) : Promise.resolve(NO_STANDING),
    highlightedPosts(db, blog.id),
  ]);
  const following = standing.following_since !== null;
  const data = presentBlog(blog, { following });
  const relationship: BlogRelationship | null =
    current && !own
      ? {
          following_since: standing.following_since?.toISOString() ?? null,
          followed_you_at: standing.followed_you_at?.toISOString() ?? null,
        }
      : null;
  return {
    ...data,
    is_subscribed: following && standing.is_subscribed,
    is_blocking: standing.is_blocking,
    cname: null,
    description_sanitized: blog.description,
    // Rookery has no adult-content flag on blogs yet.
    nsfw: false,
    theme: data.global_theme_params,
    highlighted_posts: highlighted,
    current_blog: own ? null : standing.current_name,
    is_own: own,
    relationship,
  };
}
