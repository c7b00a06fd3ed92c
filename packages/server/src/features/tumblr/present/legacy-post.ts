import { isBlank, type PostContent, REBLOG_COMMENT_FIELD } from '@rookery/core';
import { presentContent } from '../../posts/content.js';
import { withAbsoluteAddresses } from '../npf/from-rookery/addresses.js';
import { TUMBLR_TRAIL_FIELD } from '../reblog.js';
import { optionalFields, type PostAnswerOptions } from './answer-options.js';
import { commonFields } from './common-fields.js';
import { legacyFields } from './legacy-fields.js';
import { type LegacyStep, legacyTrail, reblogTreeHtml } from './legacy-trail.js';
import type { TumblrPostContext, TumblrPostSource } from './sources.js';

type RichField = 'body' | 'caption' | 'source' | 'answer';
const RICH: readonly RichField[] = ['body', 'caption', 'source', 'answer'];

/**
 * The content as the legacy format reads it: rich fields with absolute addresses, and a reblog's
 * trail quoted into the field Tumblr writes it in (TUMBLR_TRAIL_FIELD) above the reblogger's words.
 * Rookery keeps the root's words as the trail's first step, except an answer's, which stays in
 * its answer with the question; the reblogger's words are in the comment field (caption for an
 * answer). Also the `reblog` object and `trail` list the legacy format gives beside the fields.
 */
function legacyContent(post: TumblrPostSource, stored: PostContent, context: TumblrPostContext) {
  const content = { ...stored };
  const field = TUMBLR_TRAIL_FIELD[post.type] as RichField | null;
  const commentField = REBLOG_COMMENT_FIELD[post.type] as RichField | null;
  const comment = commentField ? content[commentField] : '';
  const steps: LegacyStep[] = post.trail.map((item) => ({
    blogName: item.blog_name,
    postId: item.post_id,
    html: item.content,
  }));
  if (post.type === 'answer' && steps[0]) steps[0] = { ...steps[0], html: content.answer + steps[0].html };
  const tree = reblogTreeHtml(steps);
  if (field && steps.length > 0) {
    content[field] = tree + comment;
    if (commentField && commentField !== field) content[commentField] = '';
  }
  const ownWords = steps.length > 0 ? comment : field ? content[field] : '';
  const own = isBlank(ownWords) ? null : { blogName: post.blog_name, postId: post.id, html: ownWords };
  for (const rich of RICH) content[rich] = withAbsoluteAddresses(content[rich]);
  return {
    content,
    reblog: { comment: withAbsoluteAddresses(steps.length > 0 ? comment : ownWords), tree_html: tree },
    trail: legacyTrail(steps, own, context),
  };
}

/**
 * A post in the legacy format (api.md "Fields available for all Post types" and each type's
 * "Legacy … Posts" fields), as `/posts` answers by default; `reblog_info` and `notes_info` add
 * their fields.
 */
export function presentLegacyPost(
  post: TumblrPostSource,
  context: TumblrPostContext,
  options: PostAnswerOptions = {},
): Record<string, unknown> {
  const stored = presentContent(post);
  const { content, reblog, trail } = legacyContent(post, stored, context);
  return {
    type: post.type,
    ...commonFields(post, stored, context),
    is_blocks_post_format: false,
    ...legacyFields(post.type, content, (name) => context.blogs.get(name)),
    reblog,
    trail,
    ...optionalFields(post, context, options),
  };
}
