import {
  askMessages,
  messages,
  newPostForm,
  postTextTooLong,
  type SubmissionType,
  type SubmitResponse,
  validatePostForm,
} from '@rookery/core';
import type { Db } from '../../db/database.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../http/errors.js';
import { notify } from '../activity/notify.js';
import { type AddressKey, assertAddressNotBlocked } from '../blocks/address-blocks.js';
import { assertNotBlocked } from '../blocks/checks.js';
import { findBlogByName } from '../blogs/blogs.js';
import { newReblogKey } from '../inbox/reblog-key.js';
import { contentOf } from '../posts/content.js';
import { jsonb } from '../posts/jsonb.js';
import type { Viewer } from '../posts/pipeline/viewer.js';
import { withRichText, writtenRichFields } from '../posts/rich-fields.js';

export interface SubmitRequest {
  tumblelog: string;
  type: SubmissionType;
  title: string;
  body: string;
  quote: string;
  source: string;
  url: string;
  caption: string;
}

/**
 * POST /svc/post/submit: the viewer's current blog submits a post to `tumblelog`, which must take
 * submissions, with no block between the two blogs. The post is the recipient blog's, in the unapproved state (spec document 1 §4),
 * seen only by that blog's owner until approved; it credits the submitter (extra.submitted_by),
 * and the submissions row keeps who sent it for moderation. An address the blog blocked (`sender`,
 * from an ask's sender) submits nothing to it. The hourly limit is the route's.
 */
export async function submitPost(
  db: Db,
  viewer: Viewer,
  input: SubmitRequest,
  sender: AddressKey,
): Promise<SubmitResponse> {
  const submitterBlogId = viewer.currentBlogId;
  if (!submitterBlogId) throw new ForbiddenError(askMessages.submissionNeedsBlog);
  const blog = await findBlogByName(db, input.tumblelog);
  if (!blog) throw new NotFoundError(messages.blogNotFound);
  if (blog.user_id === viewer.userId) throw ValidationError.field('tumblelog', askMessages.submissionOwnBlog);
  await assertNotBlocked(db, submitterBlogId, blog.id);
  await assertAddressNotBlocked(db, blog.id, sender);
  if (!blog.submissions) throw new ForbiddenError(askMessages.submissionsClosed);
  const { tumblelog: _recipient, type, ...fields } = input;
  const form = newPostForm(type, { ...fields, editorType: 'rich' });
  const problem = postTextTooLong(form) ?? validatePostForm(form);
  if (problem) throw new ValidationError([{ detail: problem }]);
  const content = await withRichText(contentOf(form, [], null), type, 0, writtenRichFields(type, false));

  const id = await db.transaction().execute(async (tx) => {
    const submitter = await tx
      .selectFrom('blogs')
      .select('name')
      .where('id', '=', submitterBlogId)
      .executeTakeFirstOrThrow();
    const post = await tx
      .insertInto('posts')
      .values({
        blog_id: blog.id,
        type,
        state: 'unapproved',
        one: content.one,
        two: content.two,
        three: content.three,
        extra: jsonb({ ...content.extra, submitted_by: submitter.name }),
        reblog_key: newReblogKey(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('submissions')
      .values({
        post_id: post.id,
        recipient_blog_id: blog.id,
        submitter_blog_id: submitterBlogId,
        submitter_user_id: viewer.userId,
      })
      .execute();
    await notify(tx, { blogId: blog.id, kind: 'submission', actorBlogId: submitterBlogId, postId: post.id });
    return post.id;
  });
  return { id, recipient: blog.name };
}
