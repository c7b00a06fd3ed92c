import type { EditorType } from '../constants.js';
import { newPostForm } from './defaults.js';
import type { PostForm } from './form.js';
import { editorTypeOfFormat } from './format.js';
import type { PhotoItem } from './photo.js';
import type { PostFetchData } from './responses.js';
import { stateOnLoad } from './states.js';
import type { PostMode } from './types.js';

function photosOf(post: PostFetchData): PhotoItem[] {
  return post.photos.map((p) => ({
    id: p.id,
    preuploadUrl: p.url,
    width: p.width ?? undefined,
    height: p.height ?? undefined,
    caption: p.caption,
    ...(p.redirect_url_primary ? { primaryUrl: p.redirect_url_primary } : {}),
    ...(p.redirect_url_ios ? { iosUrl: p.redirect_url_ios } : {}),
    ...(p.redirect_url_android ? { androidUrl: p.redirect_url_android } : {}),
    ...(p.livephoto_url ? { livephotoUrl: p.livephoto_url } : {}),
  }));
}

/**
 * The form a fetched post opens as (spec document 1 §7 lazily loaded form): tags split, the format
 * code read back into an editor type, the state code read as spec §4 says (a server-only state is
 * kept, so saving the form unchanged keeps it).
 */
export function formFromFetch(
  post: PostFetchData,
  options: { mode: Exclude<PostMode, 'new'>; blogName: string; currentEditorType: EditorType },
): PostForm {
  const isReblog = options.mode === 'reblog';
  return newPostForm(
    post.type,
    {
      state: isReblog ? 'published' : stateOnLoad(post),
      publish_on: isReblog ? '' : (post.publish_on ?? ''),
      editorType: editorTypeOfFormat(post.format, {
        fromApp: post.from_app,
        current: options.currentEditorType,
      }),
      tags: isReblog ? [] : post.tags.split(',').filter(Boolean),
      tumblelog: options.blogName,
      postDate: isReblog ? '' : post.date,
      customUrl: isReblog ? '' : post.slug,
      sourceUrl: post.source_url,
      carouselDisplay: post.carousel_display,
      members_only: post.members_only,
      owner_flagged_nsfw: post.owner_flagged_nsfw,
      canBeLiked: post.can_be_liked,
      canBeReblogged: post.can_be_reblogged,
      enableCTA: post.enable_cta,
      ctaTextCode: post.ads_cta_text_code,
      tspSkipLightbox: post.tsp_skip_lightbox,
      enableRedirectUrls: post.enable_redirect_urls,
      redirectUrlPrimary: post.redirect_url_primary,
      redirectUrlIOS: post.redirect_url_ios,
      redirectUrlAndroid: post.redirect_url_android,
      send_to_twitter: post.send_to_twitter,
      customTweet: post.custom_tweet,
      postId: isReblog ? '' : post.id,
      reblog_id: isReblog ? (post.reblog_id ?? post.id) : '',
      reblog_key: isReblog ? post.reblog_key : '',
      can_reblog_as: post.can_reblog_as,
      reblogTrail: post.trail,
      title: post.title,
      body: post.body,
      caption: post.caption,
      linkthrough: post.linkthrough,
      photos: photosOf(post),
      layout: post.layout,
      quote: post.quote,
      source: post.source,
      url: post.url,
      thumbnail: post.thumbnail,
      excerpt: post.excerpt,
      author: post.author,
      chat: post.chat,
      preuploadUrl: post.preuploaded_url,
      trackTitle: post.track_title,
      trackArtist: post.track_artist,
      trackAlbum: post.track_album,
      albumArt: post.album_art,
      confirmTos: post.confirm_tos,
      copyrightFallback: post.copyright_fallback,
      embedCode: post.embed_code,
      ask: post.ask,
      answer: post.answer,
    },
    options.mode,
  );
}
