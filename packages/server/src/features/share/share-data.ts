import { type PostView, SHARE_POPUPS, type SharePopoverData } from '@rookery/core';
import { absoluteUrl } from '../seo/head-tags.js';
import { summarizePost } from '../seo/post-summary.js';
import { embedCode } from './embed-code.js';
import { isEmbeddable, isShareable } from './shareable-post.js';
import { shortLink } from './short-link.js';

/** Where the Flag option posts its report (until the safety issue's report dialog exists). */
export const ABUSE_PATH = '/svc/post/report';

/** Who asks (their form key, whether they are signed in, whether the post is theirs), and the post's labels. */
export interface ShareContext {
  formKey: string;
  signedIn: boolean;
  own: boolean;
  /** The post carries a safety label (shareable-post.ts isFlagged): it is never embedded. */
  flagged: boolean;
}

/** Pinterest's pin dialog for the post's first image. */
function pinterestUrl(postUrl: string, post: PostView, publicUrl: string): string | undefined {
  const summary = summarizePost(post);
  if (!summary.image) return undefined;
  const media = new URL(summary.image.url, publicUrl).href;
  const params = new URLSearchParams({ url: postUrl, media, description: summary.headline });
  return `https://www.pinterest.com/pin/create/button/?${params}`;
}

/**
 * The share popover's data (spec document 2 §3). A post not out for everyone (private, a draft,
 * members only) shares nothing: every show_* is false and nothing names it. E-mail needs an
 * account (ours: the mail goes out under our name, so a visitor must sign in to send one, and the
 * hourly limit counts per account); Pinterest needs an image to pin; one flags signed in, and not
 * one's own post.
 */
export function shareData(publicUrl: string, post: PostView, asker: ShareContext): SharePopoverData {
  const shareable = isShareable(post);
  const postUrl = absoluteUrl(publicUrl, post.post_url);
  const pin = shareable ? pinterestUrl(postUrl, post, publicUrl) : undefined;
  const embeddable = isEmbeddable(post, asker.flagged);
  // A report names its reporter (the safety issue's reports): a visitor signs in to flag.
  const reportable = shareable && asker.signedIn && !asker.own;
  return {
    abuse_url: ABUSE_PATH,
    embed_code: embeddable ? embedCode(publicUrl, post) : '',
    embed_did: post.embed_did,
    embed_key: post.embed_key,
    form_key: asker.formKey,
    has_facebook: false,
    has_user: asker.signedIn,
    is_private: !shareable,
    permalink_label: shareable ? postUrl.replace(/^https?:\/\//, '') : '',
    post_id: post.id,
    post_tiny_url: shareable ? shortLink(publicUrl, post.id) : '',
    post_url: shareable ? postUrl : '',
    root_id: post.root_id,
    tumblelog_name: post.blog_name,
    twitter_username: null,
    pinterest_share_window: { url: pin ?? '', name: 'pinterest', dimensions: SHARE_POPUPS.pinterest },
    tumblelog_share: false,
    show_permalink: shareable,
    show_embed: embeddable,
    show_email: shareable && asker.signedIn,
    show_twitter: shareable,
    show_facebook: shareable,
    show_pinterest: !!pin,
    show_reddit: shareable,
    show_flagging: reportable,
    show_reporting_links: reportable,
  };
}
