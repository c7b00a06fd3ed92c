import type { PostForm, PostType } from '@rookery/core';
import { type ImportedContent, importedPost } from '../../imports/imported-post.js';
import { importedPostForm } from '../../imports/post-form.js';
import { MEDIA_PATH } from '../../media/media.js';
import type { RequestCommon } from './common-params.js';
import { MEDIA_INVALID, TumblrInputError } from './input-error.js';

/** What a request makes: a new post, an edit of one, or a reblog of one. */
export type RequestTarget =
  | { kind: 'new' }
  | { kind: 'edit'; postId: string; type: PostType; isReblog: boolean }
  | { kind: 'reblog'; postId: string; reblogKey: string; type: PostType };

/** The form's fields a request sets beyond its content and common parameters. */
export type RequestExtras = Partial<
  Pick<PostForm, 'editorType' | 'send_to_twitter' | 'customTweet' | 'canBeReblogged' | 'removeReblogTree'>
>;

const isOwn = (path: string | undefined) => Boolean(path?.startsWith(MEDIA_PATH));

function modeFields(target: RequestTarget): Partial<PostForm> {
  switch (target.kind) {
    case 'new':
      return {};
    case 'edit':
      return { mode: 'edit', postId: target.postId };
    case 'reblog':
      return { mode: 'reblog', reblog_id: target.postId, reblog_key: target.reblogKey };
  }
}

/**
 * A track elsewhere is played by its address, so it is kept as the post's link to it; a video
 * elsewhere cannot be (Rookery plays its own uploads and YouTube and Vimeo players).
 */
function withOwnMedia(content: ImportedContent): ImportedContent {
  const src = content.media?.src;
  if (!src || isOwn(src)) return content;
  if (content.type === 'audio') return { ...content, media: null, fields: { ...content.fields, url: src } };
  throw new TumblrInputError(
    'A video must be uploaded with the post, or be a YouTube or Vimeo video.',
    MEDIA_INVALID,
  );
}

/**
 * A request's content as the composer's form, saved by the composer's own save (posts/save-post.ts:
 * every rule, the sanitizer, ownership of each upload) as the import saves its posts
 * (imports/post-form.ts): photos by upload or by address (the route brings those in as uploads,
 * as /svc/post/update does), a queued post with a time ahead scheduled, published posts dated.
 * Album art from elsewhere is left out: a post shows only its author's own uploads.
 */
export function requestForm(
  blogName: string,
  target: RequestTarget,
  content: ImportedContent,
  common: RequestCommon,
  extras: RequestExtras = {},
  now = new Date(),
): PostForm {
  const own = withOwnMedia(content);
  const post = { ...importedPost('', own), ...common };
  const form = importedPostForm(
    {
      post,
      photos: own.photos.map((photo) => ({ url: photo.image.src, caption: photo.caption })),
      mediaUrl: own.media?.src ?? '',
      albumArtUrl: isOwn(own.albumArt?.src) ? own.albumArt!.src : '',
      stored: 0,
    },
    blogName,
    now,
  );
  return { ...form, ...modeFields(target), ...extras };
}
