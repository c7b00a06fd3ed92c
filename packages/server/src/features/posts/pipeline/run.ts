import {
  appealMessage,
  avatarUrl,
  canAppeal,
  type PostBlog,
  type PostListResponse,
  type PostView,
} from '@rookery/core';
import type { Db } from '../../../db/database.js';
import { presentPost } from '../present.js';
import type { Skeleton } from './cursor.js';
import { type HydratedPost, type Hydration, hydrate } from './hydrate.js';
import { postModelFields } from './post-model.js';
import { isVisibleTo } from './rules.js';
import type { Viewer } from './viewer.js';

/**
 * The one way every list is made (STYLE.md, after bluesky's pipeline): a skeleton of ids in order
 * (keyset), hydration in batches, the visibility rules, then presentation in the skeleton's order.
 */
export async function runPipeline(
  db: Db,
  viewer: Viewer | null,
  skeleton: Skeleton,
): Promise<PostListResponse> {
  return { posts: await presentIds(db, viewer, skeleton.ids), next: skeleton.next };
}

/**
 * Hydrates, filters and presents posts by id, keeping the order given. `asModerator` (the /admin
 * area only) also shows what a moderator withheld, which is what they decide about.
 */
export async function presentIds(
  db: Db,
  viewer: Viewer | null,
  ids: string[],
  asModerator = false,
): Promise<PostView[]> {
  return presentHydration(await hydrate(db, ids, viewer), ids, viewer, asModerator);
}

/** Filters and presents a page's hydrated posts in the order of `ids`. */
export function presentHydration(
  hydration: Hydration,
  ids: string[],
  viewer: Viewer | null,
  asModerator = false,
): PostView[] {
  const views: PostView[] = [];
  for (const id of ids) {
    const post = hydration.posts.get(id);
    if (post && isVisibleTo(post, viewer, asModerator)) views.push(presentHydrated(post, hydration, viewer));
  }
  return views;
}

function presentHydrated(post: HydratedPost, h: Hydration, viewer: Viewer | null): PostView {
  const own = !!viewer && post.blog_user_id === viewer.userId;
  const rootId = post.root_post_id ?? post.id;
  const blog: PostBlog = {
    name: post.blog_name,
    title: post.blog_title,
    url: `/${post.blog_name}`,
    avatar_url: avatarUrl(post.blog_name, 128, post.blog_avatar_version),
    avatar_shape: post.blog_avatar_shape === 'square' ? 'square' : 'circle',
    following: !own && post.followed,
    is_adult: post.blog_is_adult,
  };
  // Extended in place, not spread: see presentPost.
  const view = Object.assign(presentPost(post, h.names), postModelFields(post, viewer));
  // The owner of a flagged post reads why on the card itself (document 2 §6).
  if (own && post.classification !== 'none') {
    const state = post.appeal_state;
    Object.assign(view, {
      appeal: { state, message: appealMessage(state, post.is_reblog), can_appeal: canAppeal(state) },
    });
  }
  return Object.assign(view, {
    blog,
    root_id: rootId,
    // A root that was deleted leaves its reblogs counting nothing.
    note_count: post.root_post_id ? (post.root_note_count ?? 0) : post.note_count,
    liked: post.liked,
    reblogged: post.reblogged,
    is_subscribed: post.is_subscribed,
    promoted_tags: post.promoted_tags ?? [],
    is_nsfw: post.is_sensitive || post.blog_is_adult,
    queue_position: null as number | null,
  });
}
