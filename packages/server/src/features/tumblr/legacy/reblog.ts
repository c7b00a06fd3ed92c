import type { TrailWords } from '../reblog.js';
import { reblogFromHtml } from './reblog-html.js';
import type { LegacyPost } from './schema.js';

/** A legacy reblog's steps, root first, and the reblogger's own words. */
export interface LegacyReblog {
  root: TrailWords;
  middle: TrailWords[];
  comment: string;
}

/**
 * Where a legacy post says it is a reblog: the `trail` field (each step's blog and HTML; the
 * current step is the reblogger's own), else the nested quotes Tumblr wrote into the field that
 * carries the comment (`field`, the post's HTML holding the trail), else only the root's name
 * (reblog_info's `reblogged_root_name`), the field being all the reblogger's.
 */
export function legacyReblog(post: LegacyPost, field: string): LegacyReblog | null {
  const earlier = post.trail.filter((step) => !step.is_current_item);
  if (earlier.length > 0) {
    const steps = earlier.map((step) => ({
      blogName: step.blog?.name || 'unknown',
      html: step.content ?? '',
    }));
    const current = post.trail.find((step) => step.is_current_item)?.content;
    return { root: steps[0]!, middle: steps.slice(1), comment: current ?? post.reblog?.comment ?? '' };
  }
  const written = reblogFromHtml(field);
  if (written) return { root: written.steps[0]!, middle: written.steps.slice(1), comment: written.comment };
  if (post.reblogged_root_name)
    return { root: { blogName: post.reblogged_root_name, html: '' }, middle: [], comment: field };
  return null;
}
