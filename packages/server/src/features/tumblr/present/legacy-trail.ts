import { blogPageHref } from '../../blog-hosts/blog-urls.js';
import { escapeHtml } from '../../editor/rich-text.js';
import { withAbsoluteAddresses } from '../npf/from-rookery/addresses.js';
import { OUTSIDE_TRAIL_POST_ID } from '../reblog.js';
import type { TumblrPostContext } from './sources.js';

/** One blog's words on the way to a post, as the legacy format names them. */
export interface LegacyStep {
  blogName: string;
  postId: string;
  html: string;
}

/** A trail item of the legacy format: the blog, the post, its words as stored and as shown. */
export interface LegacyTrailItem {
  blog: { name: string; active: boolean };
  post: { id: string };
  content_raw: string;
  content: string;
  is_root_item?: true;
  is_current_item?: true;
}

const isOutside = (step: LegacyStep) => step.postId === OUTSIDE_TRAIL_POST_ID;

/**
 * The quoted trail as the legacy format writes it into a reblog's field: each step quoted under a
 * line naming its blog (`<a class="tumblr_blog">`), the root innermost, the words of each step
 * after the quote of the ones before. The import reads the same shape back (legacy/reblog-html.ts).
 */
export function reblogTreeHtml(steps: readonly LegacyStep[]): string {
  return steps.reduce((inner, step) => {
    const href = isOutside(step)
      ? ''
      : ` href="${blogPageHref(`/${step.blogName}/post/${step.postId}`, true)}"`;
    const header = `<p><a class="tumblr_blog"${href}>${escapeHtml(step.blogName)}</a>:</p>`;
    return `${header}<blockquote>${inner}${withAbsoluteAddresses(step.html)}</blockquote>`;
  }, '');
}

/** The legacy `trail`: every step, root first, and the post's own words when it has any. */
export function legacyTrail(
  steps: readonly LegacyStep[],
  own: LegacyStep | null,
  context: TumblrPostContext,
): LegacyTrailItem[] {
  const item = (step: LegacyStep): LegacyTrailItem => ({
    blog: { name: step.blogName, active: !isOutside(step) && context.blogs.has(step.blogName) },
    post: { id: isOutside(step) ? '' : step.postId },
    content_raw: step.html,
    content: withAbsoluteAddresses(step.html),
  });
  const items = steps.map(item);
  if (items[0]) items[0].is_root_item = true;
  if (own)
    items.push({
      ...item(own),
      ...(items.length === 0 ? { is_root_item: true as const } : {}),
      is_current_item: true,
    });
  return items;
}
