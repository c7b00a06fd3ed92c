import type { PostForm } from './form.js';
import { PHOTO_CAPTION_MAX_LENGTH } from './limits.js';
import { photoUploadUrl } from './photo.js';
import { RICH_FIELDS, SLOT_FIELDS, SLOTS } from './slots.js';
import { stateToCode } from './states.js';
import { prefixUrl } from './url.js';

/** The flat form-style body of POST /svc/post/update: bracket keys to strings (spec document 1 §7). */
export type UpdatePayload = Record<string, string>;

const onOff = (value: boolean) => (value ? '1' : '0');

/** Spec §7: the chat text goes with its non-breaking spaces made plain. */
export const plainSpaces = (text: string) => text.replace(/\u00a0|&nbsp;/g, ' ');

function slotValue(form: PostForm, field: (typeof SLOT_FIELDS)[keyof typeof SLOT_FIELDS][number]): string {
  if (field === 'chat') return plainSpaces(form.chat);
  return form[field];
}

function addPhotos(out: UpdatePayload, form: PostForm): void {
  const sent = form.photos.filter((p) => photoUploadUrl(p));
  for (const photo of sent) {
    out[`images[${photo.id}]`] = photoUploadUrl(photo)!;
    out[`caption[${photo.id}]`] = (photo.caption ?? '').slice(0, PHOTO_CAPTION_MAX_LENGTH);
    if (photo.primaryUrl) out[`photo_redirect_url_primary[${photo.id}]`] = prefixUrl(photo.primaryUrl);
    if (photo.iosUrl) out[`photo_redirect_url_ios[${photo.id}]`] = photo.iosUrl;
    if (photo.androidUrl) out[`photo_redirect_url_android[${photo.id}]`] = photo.androidUrl;
    if (photo.livephotoUrl) out[`livephoto[${photo.id}]`] = photo.livephotoUrl;
  }
  out['post[photoset_order]'] = sent.map((p) => p.id).join(',');
  out['post[photoset_layout]'] = form.layout;
}

function addTypeFields(out: UpdatePayload, form: PostForm): void {
  if (form.type === 'photo') addPhotos(out, form);
  if (form.type === 'link')
    Object.assign(out, { thumbnail: form.thumbnail, author: form.author, excerpt: form.excerpt });
  if (form.type === 'audio') {
    Object.assign(out, {
      'id3_tags[title]': form.trackTitle,
      'id3_tags[artist]': form.trackArtist,
      'id3_tags[album]': form.trackAlbum,
      preuploaded_url: form.preuploadUrl,
      album_art: form.albumArt,
      artwork_pre_upload: form.preuploadAlbumArt,
      confirm_tos: onOff(form.confirmTos),
      copyright_fallback: onOff(form.copyrightFallback),
    });
  }
  if (form.type === 'video') {
    Object.assign(out, {
      embed_code: form.embedCode,
      preuploaded_url: form.preuploadUrl,
      preuploaded_ch: form.preuploadKey,
      confirm_tos: onOff(form.confirmTos),
      copyright_fallback: onOff(form.copyrightFallback),
    });
    if (form.video) {
      out['video[url]'] = form.video.url ?? '';
      out['video[direct_embed]'] = form.video.directEmbed ?? '';
      out['video[provider]'] = form.video.provider ?? '';
    }
  }
}

/**
 * The client's side of the save call: exactly the keys parseUpdatePayload reads. Source and primary
 * redirect URLs are prefixed and captions cut to 200 here, as the spec sends them.
 */
export function buildUpdatePayload(form: PostForm): UpdatePayload {
  const out: UpdatePayload = {
    'post[type]': form.type,
    'post[state]': stateToCode(form.state),
    'post[tags]': form.tags.join(','),
    'post[slug]': form.customUrl,
    'post[source_url]': prefixUrl(form.sourceUrl),
    'post[date]': form.postDate,
    'post[publish_on]': form.state === 'scheduled' ? form.publish_on : '',
    editor_type: form.editorType,
    send_to_twitter: onOff(form.send_to_twitter),
    custom_tweet: form.customTweet,
    carousel_display: onOff(form.carouselDisplay),
    members_only: onOff(form.members_only),
    owner_flagged_nsfw: onOff(form.owner_flagged_nsfw),
    can_be_liked: onOff(form.canBeLiked),
    can_be_reblogged: onOff(form.canBeReblogged),
    enable_cta: onOff(form.enableCTA),
    cta_text_code: form.ctaTextCode,
    tsp_skip_lightbox: onOff(form.tspSkipLightbox),
    enable_redirect_urls: onOff(form.enableRedirectUrls),
    redirect_url_primary: prefixUrl(form.redirectUrlPrimary),
    redirect_url_ios: form.redirectUrlIOS,
    redirect_url_android: form.redirectUrlAndroid,
    context_page: form.contextData.contextPage,
  };
  if (form.tumblelog) out.channel_id = form.tumblelog;
  SLOT_FIELDS[form.type].forEach((field, i) => {
    out[`post[${SLOTS[i]}]`] = slotValue(form, field);
    out[`is_rich_text[${SLOTS[i]}]`] = onOff(RICH_FIELDS.has(field));
  });
  if (form.mode === 'edit') {
    out.post_id = form.postId;
    out.edit_post_id = form.postId;
  }
  if (form.mode === 'reblog') {
    Object.assign(out, {
      reblog: '1',
      reblog_key: form.reblog_key,
      reblog_post_id: form.reblog_id,
      remove_reblog_tree: onOff(form.removeReblogTree),
    });
  }
  addTypeFields(out, form);
  return out;
}
