import { randomBytes } from 'node:crypto';
import {
  formatCode,
  messages,
  type PostForm,
  postTextTooLong,
  slugify,
  storableEmbedCode,
  storedStateOf,
  type TrailItem,
  validatePostForm,
} from '@rookery/core';
import type { Db } from '../../db/database.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../http/errors.js';
import type { SessionInfo } from '../../http/session.js';
import { enqueue, scheduledPostJobKey } from '../../jobs/index.js';
import { sanitizeRichHtmlOffLoop } from '../../threads/text-pool.js';
import { assertNotBlocked } from '../blocks/checks.js';
import { requireOwnedBlog } from '../blogs/blogs.js';
import { refreshSensitivity } from '../safety/sensitivity.js';
import { afterPublish } from './after-publish.js';
import { contentOf, type RowContent, withCredits } from './content.js';
import { findPost, isPublic } from './find-post.js';
import { jsonb } from './jsonb.js';
import { checkMedia } from './media-check.js';
import { normalizeTags } from './normalize.js';
import type { PostWithBlog } from './post-row.js';
import { reblogContent, reblogFormFor } from './reblog-content.js';
import { isReblogKeyOf } from './reblog-key.js';
import { withRichText, writtenRichFields } from './rich-fields.js';
import { targetBlog } from './target-blog.js';
import { trailFor } from './trail.js';

export interface SavedPost {
  post: PostWithBlog;
  created: boolean;
}

/** What a save is about: the blog it goes to, the post it edits or reblogs, and the form to check. */
interface SavePlan {
  blogId: string;
  form: PostForm;
  existing?: PostWithBlog;
  parent?: PostWithBlog;
}

async function planEdit(db: Db, session: SessionInfo, form: PostForm): Promise<SavePlan> {
  const existing = await findPost(db, form.postId);
  if (!existing) throw new NotFoundError(messages.postNotFound);
  if (existing.blog_user_id !== session.userId) throw new ForbiddenError();
  // A channel naming someone else's blog is refused even though the post stays where it is.
  if (form.tumblelog && form.tumblelog !== existing.blog_name)
    await requireOwnedBlog(db, session.userId, form.tumblelog);
  if (form.type !== existing.type) throw ValidationError.field('post[type]', messages.postTypeChangeOnEdit);
  const checked = existing.is_reblog
    ? reblogFormFor(existing, { ...form, reblogTrail: existing.trail })
    : form;
  return { blogId: existing.blog_id, form: checked, existing };
}

async function planReblog(db: Db, session: SessionInfo, form: PostForm): Promise<SavePlan> {
  const parent = await findPost(db, form.reblog_id);
  const visible = parent && (isPublic(parent) || parent.blog_user_id === session.userId);
  if (!parent || !visible || !isReblogKeyOf(parent, form.reblog_key))
    throw new NotFoundError(messages.postNotFound);
  if (!parent.can_be_reblogged) throw new ForbiddenError(messages.postCannotReblog);
  const blog = await targetBlog(db, session, form.tumblelog);
  await assertNotBlocked(db, blog.id, parent.blog_id);
  return {
    blogId: blog.id,
    form: reblogFormFor(parent, { ...form, reblogTrail: await trailFor(parent) }),
    parent,
  };
}

/**
 * Unapproved (spec §4 '0 3', or '3' as a fetch answers it) is a submission or a post held for
 * review: only the server puts a post there. A post already waiting may be saved as it is (the
 * round trip of an edit); anything else asking for it is refused with the state rule's words.
 */
function assertStateAllowed(form: PostForm, existing?: PostWithBlog): void {
  if (form.state === 'unapproved' && existing?.state !== 'unapproved')
    throw ValidationError.field('post[state]', messages.postStateInvalid);
}

async function plan(db: Db, session: SessionInfo, form: PostForm): Promise<SavePlan> {
  if (form.mode === 'edit') return planEdit(db, session, form);
  if (form.mode === 'reblog') return planReblog(db, session, form);
  const blog = await targetBlog(db, session, form.tumblelog);
  return { blogId: blog.id, form };
}

/** State, dates and the form's flags as columns; content comes separately. */
function stateColumns(form: PostForm, processing: boolean, existing?: PostWithBlog) {
  const stored = storedStateOf(form.state);
  const state = processing && stored.state === 'published' ? 'transcoding' : stored.state;
  const postDate = form.postDate.trim() ? new Date(form.postDate) : null;
  const keptDate = existing?.state === 'published' ? existing.published_at : null;
  return {
    state,
    is_private: stored.is_private,
    publish_on: form.state === 'scheduled' ? new Date(form.publish_on) : null,
    published_at: postDate ?? (state === 'published' ? (keptDate ?? new Date()) : null),
  };
}

function columnsOf(form: PostForm, content: RowContent, processing: boolean, existing?: PostWithBlog) {
  return {
    ...stateColumns(form, processing, existing),
    ...content,
    extra: jsonb(content.extra),
    photos: jsonb(content.photos),
    format: formatCode(form.editorType),
    tags: normalizeTags(form.tags),
    slug: slugify(form.customUrl),
    source_url: form.sourceUrl,
    members_only: form.members_only,
    owner_flagged_nsfw: form.owner_flagged_nsfw,
    can_be_liked: form.canBeLiked,
    can_be_reblogged: form.canBeReblogged,
    enable_cta: form.enableCTA,
    cta_text_code: form.ctaTextCode,
    tsp_skip_lightbox: form.tspSkipLightbox,
    enable_redirect_urls: form.enableRedirectUrls,
    redirect_url_primary: form.redirectUrlPrimary,
    redirect_url_ios: form.redirectUrlIOS,
    redirect_url_android: form.redirectUrlAndroid,
    carousel_display: form.carouselDisplay,
    send_to_twitter: form.send_to_twitter,
    custom_tweet: form.customTweet,
    confirm_tos: form.confirmTos,
    updated_at: new Date(),
  };
}

function reblogColumns(parent: PostWithBlog, form: PostForm) {
  return {
    is_reblog: true,
    parent_post_id: parent.id,
    parent_blog_id: parent.blog_id,
    root_post_id: parent.root_post_id ?? parent.id,
    root_blog_id: parent.root_blog_id ?? parent.blog_id,
    trail: jsonb(form.removeReblogTree ? [] : form.reblogTrail),
  };
}

/** A video link is stored as its player's iframe (core storableEmbedCode): what the renderers frame. */
function withStoredEmbed(form: PostForm): PostForm {
  if (form.type !== 'video' || form.mode === 'reblog' || !form.embedCode.trim()) return form;
  return { ...form, embedCode: storableEmbedCode(form.embedCode) ?? form.embedCode };
}

/**
 * A new post brought from elsewhere (features/imports): what it had there that no form carries.
 * It is saved as any new post is, with two differences: a trail and an asker from elsewhere, and
 * nobody is told (announcing ten years of old posts to followers and subscribers helps no one).
 */
export interface ImportedOrigin {
  /** Its reblog trail, root first: the blogs are names from elsewhere, the words are sanitized here. */
  trail: TrailItem[];
  /** An answer's asker, a blog's name or 'Anonymous'. */
  askingName: string | null;
  /** Runs in the post's transaction once it exists: the import records which post it became. */
  onSaved: (tx: Db, postId: string) => Promise<void>;
}

/** The form as the rules read it: an imported reblog has its tree, so an empty comment is fine. */
function checkedForm(form: PostForm, imported?: ImportedOrigin): PostForm {
  return imported?.trail.length ? { ...form, mode: 'reblog', reblogTrail: imported.trail } : form;
}

async function importedColumns(imported: ImportedOrigin) {
  const trail = await Promise.all(
    imported.trail.map(async (item) => ({ ...item, content: await sanitizeRichHtmlOffLoop(item.content) })),
  );
  return { is_reblog: trail.length > 0, trail: jsonb(trail) };
}

function withAsker(content: RowContent, imported?: ImportedOrigin): RowContent {
  const asker = imported?.askingName;
  return asker ? { ...content, extra: { ...content.extra, asking_name: asker } } : content;
}

/** A random key per post: reblogging needs it, so ids alone cannot be walked to reblog anything. */
const newReblogKey = () => randomBytes(6).toString('base64url');

/**
 * Creates, edits or reblogs a post for the session's user: ownership first, then every spec §5
 * rule (core's validatePostForm), then the uploads, then the rich fields sanitized (and Markdown
 * rendered) to the editor allowlist, then one transaction that also schedules the
 * publishing job, so a scheduled post never exists without its job.
 */
export async function savePost(
  db: Db,
  session: SessionInfo,
  input: PostForm,
  imported?: ImportedOrigin,
): Promise<SavedPost> {
  const planned = await plan(db, session, input);
  const { blogId, existing, parent } = planned;
  assertStateAllowed(planned.form, existing);
  const problem = postTextTooLong(planned.form) ?? validatePostForm(checkedForm(planned.form, imported));
  if (problem) throw new ValidationError([{ detail: problem }]);
  const form = withStoredEmbed(planned.form);
  const source = parent ?? (existing?.is_reblog ? existing : undefined);
  const media = source
    ? { photos: [], mediaKey: null, processing: false }
    : await checkMedia(db, session.userId, form);
  const written = source
    ? reblogContent(source, form)
    : withCredits(contentOf(form, media.photos, media.mediaKey), existing);
  const fields = writtenRichFields(form.type, Boolean(source));
  const content = await withRichText(
    withAsker(written, imported),
    form.type,
    formatCode(form.editorType),
    fields,
  );
  const columns = columnsOf(form, content, media.processing, existing);
  const origin = imported ? await importedColumns(imported) : {};
  const id = await db.transaction().execute(async (tx) => {
    const row = existing
      ? await tx
          .updateTable('posts')
          .set({ ...columns, ...(existing.is_reblog && form.removeReblogTree ? { trail: jsonb([]) } : {}) })
          .where('id', '=', existing.id)
          .returning(['id', 'publish_on'])
          .executeTakeFirstOrThrow()
      : await tx
          .insertInto('posts')
          .values({
            ...columns,
            blog_id: blogId,
            type: form.type,
            reblog_key: newReblogKey(),
            ...(parent ? reblogColumns(parent, form) : origin),
          })
          .returning(['id', 'publish_on'])
          .executeTakeFirstOrThrow();
    await refreshSensitivity(tx, row.id);
    await imported?.onSaved(tx, row.id);
    if (form.state === 'scheduled' && row.publish_on) {
      await enqueue(
        tx,
        'publish_scheduled_post',
        { postId: row.id },
        { runAt: row.publish_on, jobKey: scheduledPostJobKey(row.id) },
      );
    }
    if (!imported && columns.state === 'published' && existing?.state !== 'published')
      await afterPublish(tx, [row.id]);
    return row.id;
  });
  const post = await findPost(db, id);
  if (!post) throw new NotFoundError(messages.postNotFound);
  return { post, created: !existing };
}
