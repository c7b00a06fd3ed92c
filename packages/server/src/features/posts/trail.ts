import { isBlank, REBLOG_COMMENT_FIELD, type TrailItem } from '@rookery/core';
import { sanitizeRichHtmlOffLoop } from '../../threads/text-pool.js';
import { slotValues } from './content.js';
import type { PostWithBlog } from './post-row.js';

/**
 * The trail a reblog of `parent` carries: the parent's own trail, then the parent's words. The root
 * is always first and marked, so the original author stays credited down the chain.
 */
export async function trailFor(parent: PostWithBlog): Promise<TrailItem[]> {
  const field = REBLOG_COMMENT_FIELD[parent.type];
  // The parent's words were sanitized when saved; cleaning again keeps rows older than the sanitizer safe.
  const words = field ? await sanitizeRichHtmlOffLoop(slotValues(parent)[field] ?? '') : '';
  const isRoot = !parent.is_reblog;
  // A reblog that added nothing leaves no step of its own; the root always does.
  if (!isRoot && isBlank(words)) return parent.trail;
  return [
    ...parent.trail,
    { blog_name: parent.blog_name, post_id: parent.id, content: words, is_root: isRoot },
  ];
}
