import { isBlank } from './blank.js';
import { attributeTypeProblem } from './defaults.js';
import type { PostForm } from './form.js';
import {
  MAX_PHOTOS_PER_POST,
  MAX_TAGS_PER_POST,
  SLUG_MAX_LENGTH,
  TAG_MAX_LENGTH,
  TWEET_MAX_LENGTH,
} from './limits.js';
import { postMessages as m } from './messages.js';
import { photoUploadUrl } from './photo.js';
import { isPostState } from './states.js';
import { tweetLength } from './tweet.js';
import type { PostType } from './types.js';
import { hasUnsupportedProtocol, isValidUrl, prefixUrl } from './url.js';
import { embedMessages, storableEmbedCode } from './video-urls.js';

type Rule = (form: PostForm) => string | null;

/**
 * A reblog keeps the tree above an empty comment, so an empty body is fine (spec §5 text). Editing a
 * reblog is still a reblog; a new post never has a tree.
 */
function hasReblogTree(form: PostForm): boolean {
  return form.mode !== 'new' && form.reblogTrail.length > 0 && !form.removeReblogTree;
}

/**
 * A text reblog that removes its tree keeps only what the reblogger wrote: the title it carries is
 * the source's, so an empty comment leaves nothing of theirs and is 'Post body empty.' (spec §5).
 */
function textIsEmpty(form: PostForm): boolean {
  const ownTitle = form.mode === 'new' || !form.removeReblogTree ? form.title : '';
  return isBlank(ownTitle) && isBlank(form.body);
}

/** Spec §5, one rule per type, each answering its first message. */
const TYPE_RULES: Readonly<Record<PostType, Rule>> = {
  text: (f) => (textIsEmpty(f) && !hasReblogTree(f) ? m.postBodyEmpty : null),
  photo: (f) => {
    if (f.photos.length === 0) return m.postNoPhotos;
    if (f.uploading && f.photos.some((p) => !photoUploadUrl(p))) return m.postUploadsInProgress;
    if (f.photos.length > MAX_PHOTOS_PER_POST) return m.postTooManyPhotos;
    return null;
  },
  quote: (f) => (isBlank(f.quote) ? m.postNoQuote : null),
  link: (f) => {
    if (f.loading) return m.postLoadingOpenGraph;
    if (!f.url.trim()) return m.postNoUrl;
    return isValidUrl(f.url) ? null : m.postInvalidUrl;
  },
  chat: (f) => (isBlank(f.chat) ? m.postNoChat : null),
  audio: (f) => {
    if (f.uploading) return m.postUploadsInProgress;
    if (!f.url.trim() && !f.preuploadUrl) return m.postNoAudioSource;
    return f.preuploadUrl && !f.confirmTos ? m.postNoPermission : null;
  },
  video: (f) => {
    if (f.uploading) return m.postUploadsInProgress;
    // A native video is checked whether or not it came with an upload: both need what plays it.
    if (f.video && !f.video.url) return m.postNoVideo;
    if (f.video && !f.video.directEmbed) return m.postDirectEmbedMissing;
    if (f.preuploadUrl) return f.confirmTos ? null : m.postNoPermission;
    if (f.video) return null;
    if (isBlank(f.embedCode)) return m.postNoEmbed;
    // A reblog carries its parent's embed as it was stored, whatever the rules were then.
    if (f.mode === 'reblog') return null;
    return storableEmbedCode(f.embedCode) === null ? embedMessages.invalidCode : null;
  },
  answer: (f) => (isBlank(f.ask) ? m.postQuestionEmpty : null),
};

/** A date the database can keep too: years 1 to 9999 (JavaScript's own range is far wider). */
const isDate = (value: string) => {
  const year = new Date(value).getUTCFullYear();
  return !Number.isNaN(year) && year >= 1 && year <= 9999;
};

/** Rules the spec leaves to us: schedule, dates, URLs' protocols, tweet, tags, slug. */
const COMMON_RULES: readonly Rule[] = [
  (f) => (f.state === 'scheduled' && !f.publish_on.trim() ? m.postPublishOnRequired : null),
  (f) => (f.publish_on.trim() && !isDate(f.publish_on) ? m.postPublishOnInvalid : null),
  (f) => (f.postDate.trim() && !isDate(f.postDate) ? m.postDateInvalid : null),
  (f) =>
    [f.sourceUrl, f.redirectUrlPrimary, f.linkthrough].some((u) => hasUnsupportedProtocol(prefixUrl(u)))
      ? m.postUnsupportedProtocol
      : null,
  (f) => (f.send_to_twitter && tweetLength(f.customTweet) > TWEET_MAX_LENGTH ? m.postTweetTooLong : null),
  (f) => (f.tags.length > MAX_TAGS_PER_POST ? m.postTooManyTags : null),
  (f) => (f.tags.some((t) => t.length > TAG_MAX_LENGTH) ? m.postTagTooLong : null),
  (f) => (f.customUrl.length > SLUG_MAX_LENGTH ? m.postSlugTooLong : null),
];

/**
 * The first problem of a post form, or null when it may be saved. The client runs it before
 * sending; the server runs it on every save, so both answer with the same words.
 */
export function validatePostForm(form: PostForm): string | null {
  if (!isPostState(form.state)) return m.postStateInvalid;
  if (form.hasLoadingInlineImages) return m.postPendingImages;
  const typeProblem = attributeTypeProblem(form as unknown as Record<string, unknown>);
  if (typeProblem) return typeProblem;
  const typeRule = TYPE_RULES[form.type];
  if (!typeRule) return m.postTypeInvalid;
  const problem = typeRule(form);
  if (problem) return problem;
  for (const rule of COMMON_RULES) {
    const message = rule(form);
    if (message) return message;
  }
  return null;
}
