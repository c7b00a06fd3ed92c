import {
  COLLAPSE_WITHIN_MS,
  INBOX_PREVIEW_CHARS,
  MESSAGE_IMAGE_MAX_BYTES,
  MESSAGE_IMAGE_MIME,
  MESSAGE_IMAGE_TYPES,
  POLL_MESSAGES_EXTRA,
  POLL_MESSAGES_MAX,
  STATUS_MAX_S,
  STATUS_THRESHOLDS_S,
  TIMESTAMP_HEADER_GAP_MS,
  WINDOWS_STORAGE_PREFIX,
} from './constants.js';
import { messagingTexts } from './texts.js';
import type { Conversation, Message, MessagePostRef } from './types.js';

/** Spec §3: a conversation is unread when it changed after the participant last read it. */
export function isUnread(c: Pick<Conversation, 'last_modified_ts' | 'last_read_ts'>): boolean {
  return c.last_modified_ts > c.last_read_ts;
}

/** Spec §7: a poll asks for min(10, unread + 5) messages. */
export function pollLimit(unread: number): number {
  return Math.min(POLL_MESSAGES_MAX, Math.max(0, unread) + POLL_MESSAGES_EXTRA);
}

/**
 * Spec §4 polling: after `unchanged` answers in a row that changed nothing, the interval is the base
 * times the backoff rate at that position (the last rate once past the end).
 */
export function pollInterval(baseMs: number, rates: readonly number[], unchanged: number): number {
  const rate = rates[Math.min(Math.max(0, unchanged), rates.length - 1)] ?? 1;
  return baseMs * rate;
}

/** Spec §8 post-message texts: what a post message says, by the post's kind. */
export function postMessageText(post: MessagePostRef | null): string {
  if (!post || post.state === 'disabled') return "sent a post that's no longer available";
  switch (post.type) {
    case 'photo': {
      if (post.photos.length > 1) return 'sent a photoset';
      const thumb = post.thumbnail_url ?? post.photos[0]?.url ?? '';
      return /\.gif(\?|$)/i.test(thumb) ? 'sent a GIF' : 'sent a photo post';
    }
    case 'link':
      return 'sent a link';
    case 'quote':
      return 'sent a quote';
    case 'audio':
      return 'sent an audio post';
    case 'video':
      return 'sent a video';
    case 'chat':
      return 'sent a chat';
    default:
      return 'sent a post';
  }
}

/** What a message says in one line: its text, or the words for a post, image or sticker. */
export function messageSummary(message: Message): string {
  switch (message.type) {
    case 'TEXT':
      return message.content?.text ?? '';
    case 'POSTREF':
      return postMessageText(message.post);
    case 'IMAGE':
      return /\.gif(\?|$)/i.test(message.image?.original_size.url ?? '') ? 'sent a GIF' : 'sent a photo';
    case 'STICKER':
      return 'sent a sticker';
  }
}

/** Spec §9: an inbox row's preview, cut to 100 characters. */
export function inboxPreview(message: Message | null): string {
  if (!message) return '';
  const text = messageSummary(message).replace(/\s+/g, ' ').trim();
  return text.length > INBOX_PREVIEW_CHARS ? `${text.slice(0, INBOX_PREVIEW_CHARS - 1)}…` : text;
}

/**
 * Spec §4 status banner: 'Active in the last hour' / '… 2, 3, 4 hours' by the thresholds 0, 3600,
 * 7200, 10800 s; null at 14400 s or more, or when unknown (-1).
 */
export function statusBannerText(seconds: number): string | null {
  if (seconds < 0 || seconds >= STATUS_MAX_S) return null;
  let hours = 0;
  for (const [i, threshold] of STATUS_THRESHOLDS_S.entries()) if (seconds >= threshold) hours = i + 1;
  return hours === 1 ? 'Active in the last hour' : `Active in the last ${hours} hours`;
}

/** How the list lays out a message: a time header before it, collapsed under the one before. */
export interface MessageLayout {
  tsHeader: boolean;
  isCollapsed: boolean;
}

/**
 * Spec §9: a timestamp header shows before the first message and after a gap over an hour; a
 * message from the same sender within 60 s of the one before is collapsed under it.
 */
export function layoutMessages(
  messages: readonly Pick<Message, 'participant' | 'created_at'>[],
): MessageLayout[] {
  return messages.map((m, i) => {
    const before = messages[i - 1];
    if (!before) return { tsHeader: true, isCollapsed: false };
    const gap = Date.parse(m.created_at) - Date.parse(before.created_at);
    const tsHeader = gap > TIMESTAMP_HEADER_GAP_MS;
    return {
      tsHeader,
      isCollapsed: !tsHeader && before.participant === m.participant && gap <= COLLAPSE_WITHIN_MS,
    };
  });
}

/**
 * Spec §5: an image message is one jpg, jpeg, png or gif up to the limit. Answers the error to show,
 * or null when the file may be sent.
 */
export function imageFileError(
  file: { name: string; type: string; size: number },
  limitBytes: number = MESSAGE_IMAGE_MAX_BYTES,
): string | null {
  const typeOk = MESSAGE_IMAGE_MIME.test(file.type) || (!file.type && MESSAGE_IMAGE_TYPES.test(file.name));
  if (!typeOk) return messagingTexts.invalidFileType;
  if (file.size > limitBytes) return messagingTexts.imageTooBig(limitBytes);
  if (file.size <= 0) return messagingTexts.fileIsOff;
  return null;
}

/** Spec §4 persistence: one local storage key per user and state. */
export function windowsStorageKey(userName: string, state: 'open' | 'minimized'): string {
  return `${WINDOWS_STORAGE_PREFIX}:${userName}:${state}`;
}

/** Spec §5: a message's text as sent: trimmed; empty text cannot be sent. */
export function messageText(raw: string): string {
  return raw.trim();
}
