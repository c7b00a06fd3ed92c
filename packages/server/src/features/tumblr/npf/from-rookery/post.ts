import { REBLOG_COMMENT_FIELD, type TrailItem } from '@rookery/core';
import { OUTSIDE_TRAIL_POST_ID } from '../../reblog.js';
import { npfContentOf, npfOfHtml, type RookeryContent } from './content.js';
import type { BlogLookup, NpfPostContent, NpfTrailStep, NpfWritten } from './types.js';

/** A post as NPF is made from it: its content and its reblog trail, root first. */
export interface RookeryPost extends RookeryContent {
  trail: readonly TrailItem[];
}

/**
 * A trail step with its post and blog; a step whose blog is not here (renamed, deleted, or a
 * Tumblr blog an import named) is "broken" (npf-spec "Broken Trail Items"): its name, no post.
 */
function trailStep(item: TrailItem, written: NpfWritten, blogOf: BlogLookup): NpfTrailStep {
  const blog = item.post_id === OUTSIDE_TRAIL_POST_ID ? undefined : blogOf(item.blog_name);
  return blog
    ? { post: { id: item.post_id }, blog, ...written }
    : { broken_blog_name: item.blog_name, ...written };
}

/**
 * A Rookery post as NPF's `content`, `layout` and `trail` (npf-spec "Reblog Trail"). A reblog
 * keeps its root's content in its fields with the reblogger's words in the type's comment field,
 * and the root's own words as the trail's first step (posts/reblog-content.ts, trail.ts): so the
 * root's NPF is the post's content with the root's words put back, each later step is its words,
 * and the post's own content is the comment. A reblog that dropped its trail shows as it reads.
 */
export function npfPostOf(post: RookeryPost, blogOf: BlogLookup): NpfPostContent {
  const [root, ...later] = post.trail;
  if (!root) return { ...npfContentOf(post, blogOf), trail: [] };
  const field = REBLOG_COMMENT_FIELD[post.type] as 'body' | 'caption' | 'source' | null;
  const rootContent = field ? { ...post.content, [field]: root.content } : post.content;
  return {
    ...npfOfHtml(field ? post.content[field] : '', blogOf),
    trail: [
      trailStep(root, npfContentOf({ ...post, content: rootContent }, blogOf), blogOf),
      ...later.map((step) => trailStep(step, npfOfHtml(step.content, blogOf), blogOf)),
    ],
  };
}
