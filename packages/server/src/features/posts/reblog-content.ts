import { type PostForm, REBLOG_COMMENT_FIELD, SLOT_FIELDS, SLOTS } from '@rookery/core';
import { mediaUrl, type RowContent, slotValues } from './content.js';
import type { PostRow } from './post-row.js';

/**
 * A reblog's content is its source's, except the comment field, which is the reblogger's own
 * (spec: the reblog carries a trail comment). The source is the parent for a new reblog and the
 * stored reblog itself for an edit, so no one rewrites words or media that are not theirs.
 */
export function reblogContent(source: PostRow, form: PostForm): RowContent {
  const content: RowContent = {
    one: source.one,
    two: source.two,
    three: source.three,
    extra: source.extra,
    photos: source.photos,
    media_key: source.media_key,
  };
  const field = REBLOG_COMMENT_FIELD[source.type];
  const index = field ? SLOT_FIELDS[source.type].indexOf(field) : -1;
  if (field && index >= 0) content[SLOTS[index]!] = form[field];
  return content;
}

/**
 * The form as the rules should see a reblog: the source's content with the reblogger's comment, so
 * 'No quote.' or 'No photos specified.' never fire for content the reblogger cannot change.
 */
export function reblogFormFor(source: PostRow, form: PostForm): PostForm {
  const field = REBLOG_COMMENT_FIELD[source.type];
  const copied: Partial<PostForm> = { ...slotValues(source) };
  if (field) copied[field] = form[field];
  const extra = source.extra;
  return {
    ...form,
    ...copied,
    type: source.type,
    photos: source.photos.map((p) => ({ id: p.id, preuploadUrl: mediaUrl(p.key), caption: p.caption })),
    preuploadUrl: source.media_key ? mediaUrl(source.media_key) : '',
    confirmTos: source.media_key ? true : form.confirmTos,
    video: extra.direct_embed ? { url: extra.video_url ?? '', directEmbed: extra.direct_embed } : null,
    uploading: false,
    loading: false,
  };
}
