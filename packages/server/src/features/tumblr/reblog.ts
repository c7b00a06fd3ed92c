import { isBlank, type PostType, REBLOG_COMMENT_FIELD, type SlotField, type TrailItem } from '@rookery/core';
import type { ImportedContent, ImportedPost } from '../imports/imported-post.js';
import { note, unmapped } from './unmapped.js';

/**
 * The post id a trail step from elsewhere carries: none of this site's posts (their ids start at 1),
 * so nothing here ever mistakes a Tumblr post for one of its own (the trail's labels, say).
 */
export const OUTSIDE_TRAIL_POST_ID = '0';

/**
 * The field Tumblr writes a reblog's quoted trail and comment into, per type: Rookery's comment
 * field, but an answer's answer (where Rookery's comment goes to the caption, asReblog below). A
 * chat has none.
 */
export const TUMBLR_TRAIL_FIELD: Readonly<Record<PostType, SlotField | null>> = {
  ...REBLOG_COMMENT_FIELD,
  answer: 'answer',
};

/** One blog's words on the way from the root to the reblog, as HTML. */
export interface TrailWords {
  blogName: string;
  html: string;
}

/**
 * A reblog as Rookery keeps one (features/posts/reblog-content.ts, trail.ts): the root's content in
 * the post's fields, the reblogger's own words in the type's comment field, and the trail: the
 * root's words first (credited even when empty), then each blog that said something. `root` holds
 * the root's words in its comment field, as the root post had them; an answer's are its answer,
 * which stays in place with the question. The trail's blogs are names from elsewhere: no blog is
 * made for them.
 */
export function asReblog(
  root: ImportedContent,
  rootBlog: string,
  middle: readonly TrailWords[],
  comment: string,
  notes: string[],
): Pick<ImportedPost, 'fields' | 'trail'> {
  const field = REBLOG_COMMENT_FIELD[root.type];
  const rootWords = root.type === 'answer' || !field ? '' : (root.fields[field] ?? '');
  const step = (blogName: string, content: string, isRoot: boolean): TrailItem => ({
    blog_name: blogName,
    post_id: OUTSIDE_TRAIL_POST_ID,
    content,
    is_root: isRoot,
  });
  const trail = [
    step(rootBlog, rootWords, true),
    ...middle.filter((m) => !isBlank(m.html)).map((m) => step(m.blogName, m.html, false)),
  ];
  if (!field && !isBlank(comment)) note(notes, unmapped.chatReblogComment);
  return { fields: field ? { ...root.fields, [field]: comment } : root.fields, trail };
}
