import type { PopupSize, ShareNetwork } from './constants.js';

/** The Pinterest pin dialog the server addresses (spec §3 pinterest_share_window). */
export interface PinterestShareWindow {
  url: string;
  name: string;
  dimensions: PopupSize;
}

/**
 * GET /svc/post/share/{blog}/{post_id} answers `{ share_popover_data }` (spec document 2 §3). The
 * show_* flags default to true; a private or unpublished post answers every one false and empty
 * addresses: it shares nothing.
 */
export interface SharePopoverData {
  /** Where the Flag option reports the post (POST, post_id and tumblelog_name). */
  abuse_url: string;
  /** The `<iframe>` (and its resize script) that shows the post on another site. */
  embed_code: string;
  embed_did: string;
  embed_key: string;
  form_key: string;
  /** No linked accounts exist: always false, so Facebook opens its popup. */
  has_facebook: boolean;
  has_user: boolean;
  is_private: boolean;
  /** The permalink as the popover shows it: host and path, no scheme. */
  permalink_label: string;
  post_id: string;
  /** The short link, `{site}/p/{code}`, that redirects to the permalink. */
  post_tiny_url: string;
  post_url: string;
  root_id: string;
  tumblelog_name: string;
  /** The account a tweet credits ("via"); none without linked accounts. */
  twitter_username: string | null;
  pinterest_share_window: PinterestShareWindow;
  /** True when the share is for a whole blog (its e-mail goes to /svc/email_tumblelog). */
  tumblelog_share: boolean;
  show_permalink: boolean;
  show_embed: boolean;
  show_email: boolean;
  show_twitter: boolean;
  show_facebook: boolean;
  show_pinterest: boolean;
  show_reddit: boolean;
  show_flagging: boolean;
  show_reporting_links: boolean;
}

export interface ShareDataResponse {
  share_popover_data: SharePopoverData;
}

/** `/svc/share/{network}` answers the popup to open and the post's count on that network. */
export interface NetworkShareResponse {
  network: ShareNetwork;
  url: string;
  popup: PopupSize;
  share_count: number;
}

/** `/svc/share/email` and `/svc/email_tumblelog` answer whom the mail went to. */
export interface EmailShareResponse {
  sent_to: string;
}

/** `/svc/facebook_status`: the linked account's label, or null (no account is ever linked). */
export type FacebookStatusResponse = null | { label: string };
