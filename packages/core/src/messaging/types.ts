import type { GlobalThemeParams } from '../theme.js';
import type { VideoStatusResponse } from '../video/post-video.js';

/**
 * Messaging's shapes (spec document 3 §3, §7). Conversations are between blogs; a signed-in user takes
 * part as one of their blogs (`participant`, the blog's uuid). Ids travel as strings (64-bit).
 */

/** Spec §3: the kinds of message; the server answers upper case. */
export const MESSAGE_TYPES = ['TEXT', 'POSTREF', 'IMAGE', 'STICKER'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** Spec §3: the types are "also seen as text, post, image, sticker"; `post` is POSTREF. */
const MESSAGE_TYPE_NAMES = new Map<string, MessageType>([
  ...MESSAGE_TYPES.map((type) => [type, type] as const),
  ['POST', 'POSTREF'],
]);

/** A message type named by any of the spec's names, in any case; undefined for anything else. */
export const messageTypeOf = (name: string): MessageType | undefined =>
  MESSAGE_TYPE_NAMES.get(name.trim().toUpperCase());

/** A formatting span over a message's text: [start, end) in UTF-16 code units. */
export interface FormattingSpan {
  type: 'link';
  position: [number, number];
  /** A link to a blog or a post here names them, so the client can open them in place; url always. */
  attributes: { url: string; blog_name?: string; post_id?: string; messaging_blog_name?: string };
}

/** The part of a blog's theme a conversation window wears (spec §3 Theme). */
export type ParticipantTheme = Pick<
  GlobalThemeParams,
  | 'background_color'
  | 'title_color'
  | 'link_color'
  | 'avatar_shape'
  | 'header_image'
  | 'header_image_focused'
  | 'show_header_image'
  | 'show_description'
>;

/**
 * Why the viewer's blog can't message a blog now (ours; spec §6 names the rules, §8 their words):
 * a block either way, the blog's messages switched off, it takes messages only from blogs it follows
 * (7003), the viewer's young account may start conversations only with blogs it follows (409), or
 * the blog was deleted with its account (issue 21).
 */
export interface CantReceiveReason {
  code: 'blocked' | 'messages_off' | 'followed_only' | 'must_follow' | 'deleted';
  /** The words to show, as the refused call would say them. */
  message: string;
}

/**
 * A blog in a conversation (spec §3 Participant). The relationship fields are seen from the blog
 * the viewer takes part as; durations are seconds (0 when there is no such relationship).
 */
export interface Participant {
  uuid: string;
  name: string;
  url: string;
  title: string;
  avatar_url: string;
  theme: ParticipantTheme;
  is_adult: boolean;
  can_pixelate_avatar: boolean;
  is_blog_following_you: boolean;
  is_following_blog: boolean;
  duration_blog_following_you: number;
  duration_following_blog: number;
  /** Seconds since the blog's owner was last active; -1 unknown (or the viewer may not know). */
  seconds_since_last_activity: number;
  blog_tags: string[];
  description: string;
  /** Whether the viewer's blog may message this blog now (its settings, follows and blocks). */
  can_receive_messages: boolean;
  /** Why not, when can_receive_messages is false for another's blog; null otherwise. */
  cant_receive_reason: CantReceiveReason | null;
  directory_safe_title: string;
}

/** An image size (spec §3 Image). */
export interface ImageSize {
  url: string;
  width: number;
  height: number;
}

export interface MessageImage {
  original_size: ImageSize;
  /** Largest first. */
  alt_sizes: ImageSize[];
}

/** Post reference types (spec §3): the post's type; an answer or text post counts as text. */
export type PostRefType = 'text' | 'photo' | 'link' | 'quote' | 'audio' | 'video' | 'chat';

/** A post sent in a message, as the recipient may see it now (spec §3 Post reference). */
export interface MessagePostRef {
  id: string;
  type: PostRefType;
  /** 'disabled': deleted, private, or no longer visible to this participant. */
  state: 'available' | 'disabled';
  summary: string;
  photos: ImageSize[];
  is_nsfw: boolean;
  thumbnail_url: string | null;
  thumbnail_width: number;
  thumbnail_height: number;
  post_url: string;
  blog_name: string;
  blog: { name: string; uuid: string; url: string; avatar_url: string };
}

/** A sticker of the built-in catalogue (spec §3 sticker). */
export interface MessageSticker {
  id: string;
  url: string;
  original_size_url: string;
  width: number;
  height: number;
}

/** A message as the server answers it (spec §3 Message). `ts` is its id. */
export interface Message {
  ts: string;
  type: MessageType;
  conversation_id: string;
  /** The sending blog's uuid. */
  participant: string;
  /** TEXT: the trimmed text and its link spans. */
  content: { text: string; formatting: FormattingSpan[] } | null;
  /** POSTREF: the post sent. IMAGE: the post a GIF picked from GIF search came from (else null). */
  post: MessagePostRef | null;
  image: MessageImage | null;
  sticker: MessageSticker | null;
  context: string | null;
  /** When it was sent (ISO); timestamp headers and collapsing read it. */
  created_at: string;
}

/**
 * Paging links (spec §7). Messages: `previous` reads older messages, `next` newer ones. The inbox:
 * `next` reads the next page down its infinite scroll, i.e. older conversations.
 */
export interface PageLink {
  href: string;
  query_params: Record<string, string>;
}
export interface PageLinks {
  previous?: PageLink;
  next?: PageLink;
}

/**
 * A conversation as one participant sees it (spec §3). Times are epoch milliseconds; it is unread
 * when last_modified_ts > last_read_ts.
 */
export interface Conversation {
  id: string;
  status: 'ACTIVE';
  last_modified_ts: number;
  last_read_ts: number;
  /** Every blog in it, the viewer's own (participant_uuid) included. */
  participants: Participant[];
  /** The viewer's blog taking part. */
  participant_uuid: string;
  can_send: boolean;
  /** Why not, when can_send is false (spec §8 words). */
  cant_send_reason: string | null;
  is_possible_spam: boolean;
  is_blurred_images: boolean;
  unread_messages_count: number;
  /** The newest message, for the inbox row; null when the viewer deleted everything before. */
  last_message: Message | null;
}

/** GET /svc/conversations?participant=&before= (spec §3 Inbox model). */
export interface ConversationsResponse {
  conversations: Conversation[];
  _links: PageLinks;
  /** Unread messages of the participant over all its conversations, not only this page's. */
  unread_messages_count_sum: number;
}

/** GET /svc/conversations/messages and the answer of POST (the sent message is messages.data[0]). */
export interface ConversationMessagesResponse extends Conversation {
  messages: { data: Message[]; _links: PageLinks };
}

/** GET /svc/user/counts?unread_messages=true: per blog (uuid = mention key), conversation id → unread. */
export interface UserCountsResponse {
  unread_messages: Record<string, Record<string, number>>;
}

/** GET /svc/onlinestatus?participantIds=: blog name → seconds since last activity (-1 unknown). */
export type OnlineStatusResponse = Record<string, number>;

/** GET /svc/conversations/participant_suggestions */
export interface ParticipantSuggestionsResponse {
  blogs: Participant[];
}

/** GET /svc/conversations/participant_info?q=&participant= */
export interface ParticipantInfoResponse {
  participant: Participant;
  /** The existing conversation between the two, if any. */
  conversation_id: string | null;
}

/** POST /svc/conversations/read (ours): what the participant has now read. */
export interface ConversationReadResponse {
  conversation_id: string;
  last_read_ts: number;
  unread_messages_count: number;
}

/**
 * The push stream (GET /svc/push, text/event-stream; ours). Each event names the user's blog it is
 * for. `counts` follows every change of unread counts. `dashboard`: a blog the user follows
 * published; the dashboard asks how many posts are new (GET /svc/dashboard/new_posts). `video`: the
 * conversion of one of the user's videos moved on.
 */
export type PushEvent =
  | { type: 'message'; conversation_id: string; participant: string; from: string; ts: string }
  | { type: 'read'; conversation_id: string; participant: string; reader: string; last_read_ts: number }
  | { type: 'conversation'; conversation_id: string; participant: string; change: 'deleted' | 'updated' }
  | { type: 'counts'; counts: UserCountsResponse }
  | { type: 'dashboard' }
  /** An upload of the user's is being converted, or just finished (issue 17): how far, or why it failed. */
  | ({ type: 'video' } & VideoStatusResponse);
