import { mentionedNames } from '@rookery/core';
import type { Db } from '../../../db/database.js';
import { hydrate } from '../../posts/pipeline/hydrate.js';
import { isVisibleTo } from '../../posts/pipeline/rules.js';
import type { Viewer } from '../../posts/pipeline/viewer.js';
import { OUTSIDE_TRAIL_POST_ID } from '../reblog.js';
import { loadBlogSources } from './load-blogs.js';
import type { TumblrPostContext, TumblrPostSource } from './sources.js';

/** A page of posts to present, in the order asked, with what presenting them needs. */
export interface TumblrPostPage {
  posts: TumblrPostSource[];
  context: TumblrPostContext;
}

/** Every blog the posts name: their own, parents and roots, trail steps, askers and @mentions. */
function namedBlogs(posts: readonly TumblrPostSource[]): string[] {
  const names = new Set<string>();
  for (const post of posts) {
    for (const name of [post.blog_name, post.parent_blog_name, post.root_blog_name, post.extra.asking_name])
      if (name) names.add(name);
    for (const step of post.trail) if (step.post_id !== OUTSIDE_TRAIL_POST_ID) names.add(step.blog_name);
    const texts = [post.one, post.two, post.three, ...post.trail.map((step) => step.content)];
    for (const text of texts) for (const name of mentionedNames(text)) names.add(name);
  }
  return [...names];
}

/**
 * Posts by id as the API presents them, in two statements whatever their number: the hydration
 * every list of posts uses (posts/pipeline), kept to what the reader may see by the same rules,
 * then the blogs they name. The route finds the ids (its skeleton) and presents each post in
 * either format (legacy-post.ts, npf-post.ts).
 */
export async function loadTumblrPosts(
  db: Db,
  ids: readonly string[],
  viewer: Viewer | null,
): Promise<TumblrPostPage> {
  const { posts: hydrated } = await hydrate(db, [...ids], viewer);
  const posts = ids
    .map((id) => hydrated.get(id))
    .filter((post): post is TumblrPostSource => post !== undefined && isVisibleTo(post, viewer));
  return { posts, context: { blogs: await loadBlogSources(db, namedBlogs(posts), viewer), viewer } };
}
