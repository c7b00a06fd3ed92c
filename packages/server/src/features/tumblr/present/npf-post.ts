import { presentContent } from '../../posts/content.js';
import { npfPostOf } from '../npf/from-rookery/post.js';
import { optionalFields, type PostAnswerOptions } from './answer-options.js';
import { commonFields } from './common-fields.js';
import { blogLookup } from './short-blog.js';
import type { TumblrPostContext, TumblrPostSource } from './sources.js';

/**
 * A post in the Neue Post Format (api.md "Neue Post Format (NPF) Posts"), as `npf=true` reads and
 * `/posts/{id}` answer: the common fields, `type` blocks, and its content, layout and trail
 * (npf-spec). `original_type` keeps the post's own type, which the blocks' waterfall reads back.
 * Addresses of other sites are as written (not through the image proxy), so what a client reads
 * it can send back in an edit.
 */
export function presentNpfPost(
  post: TumblrPostSource,
  context: TumblrPostContext,
  options: PostAnswerOptions = {},
): Record<string, unknown> {
  const content = presentContent(post);
  const npf = npfPostOf(
    { type: post.type, content, carousel: post.carousel_display, trail: post.trail },
    blogLookup(context),
  );
  return {
    type: 'blocks',
    original_type: post.type,
    ...commonFields(post, content, context),
    is_blocks_post_format: true,
    ...npf,
    ...optionalFields(post, context, options),
  };
}
