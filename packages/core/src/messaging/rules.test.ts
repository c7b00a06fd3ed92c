import { describe, expect, it } from 'vitest';
import { badgeText } from '../constants.js';
import { CONVERSATION_BACKOFF, INBOX_BACKOFF } from './constants.js';
import {
  imageFileError,
  inboxPreview,
  isUnread,
  layoutMessages,
  pollInterval,
  pollLimit,
  postMessageText,
  statusBannerText,
  windowsStorageKey,
} from './rules.js';
import { allowedContext } from './schemas.js';
import type { Message, MessagePostRef } from './types.js';

const post = (over: Partial<MessagePostRef>): MessagePostRef => ({
  id: '1',
  type: 'text',
  state: 'available',
  summary: '',
  photos: [],
  is_nsfw: false,
  thumbnail_url: null,
  thumbnail_width: 0,
  thumbnail_height: 0,
  post_url: '',
  blog_name: 'ada',
  blog: { name: 'ada', uuid: 'u', url: '', avatar_url: '' },
  ...over,
});

const text = (t: string): Message => ({
  ts: '1',
  type: 'TEXT',
  conversation_id: '1',
  participant: 'u',
  content: { text: t, formatting: [] },
  post: null,
  image: null,
  sticker: null,
  context: null,
  created_at: '2026-11-22T12:00:00Z',
});

describe('messaging rules', () => {
  it('caps badges at 99+', () => {
    expect(badgeText(0)).toBe('0');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('counts a conversation unread when it changed after the last read', () => {
    expect(isUnread({ last_modified_ts: 2, last_read_ts: 1 })).toBe(true);
    expect(isUnread({ last_modified_ts: 2, last_read_ts: 2 })).toBe(false);
  });

  it('asks a poll for min(10, unread + 5) messages', () => {
    expect(pollLimit(0)).toBe(5);
    expect(pollLimit(3)).toBe(8);
    expect(pollLimit(40)).toBe(10);
  });

  it('backs off by the spec rates and stays at the last one', () => {
    const inbox = [0, 1, 2, 3, 4, 5, 9].map((n) => pollInterval(15_000, INBOX_BACKOFF, n) / 15_000);
    expect(inbox).toEqual([1, 1, 2, 2, 4, 4, 4]);
    expect(pollInterval(15_000, CONVERSATION_BACKOFF, 16)).toBe(240_000);
    expect(pollInterval(15_000, CONVERSATION_BACKOFF, 8)).toBe(60_000);
  });

  it('words post messages by kind', () => {
    expect(postMessageText(post({ type: 'photo', photos: [{ url: 'a.jpg', width: 1, height: 1 }] }))).toBe(
      'sent a photo post',
    );
    expect(
      postMessageText(
        post({
          type: 'photo',
          photos: [
            { url: 'a.jpg', width: 1, height: 1 },
            { url: 'b.jpg', width: 1, height: 1 },
          ],
        }),
      ),
    ).toBe('sent a photoset');
    expect(postMessageText(post({ type: 'photo', thumbnail_url: '/media/x.gif' }))).toBe('sent a GIF');
    expect(postMessageText(post({ type: 'audio' }))).toBe('sent an audio post');
    expect(postMessageText(post({ type: 'text' }))).toBe('sent a post');
    expect(postMessageText(post({ state: 'disabled' }))).toBe("sent a post that's no longer available");
    expect(postMessageText(null)).toBe("sent a post that's no longer available");
  });

  it('cuts the inbox preview at 100 characters', () => {
    expect(inboxPreview(text('  hello\n there '))).toBe('hello there');
    const long = inboxPreview(text('x'.repeat(150)));
    expect(long).toHaveLength(100);
    expect(long.endsWith('…')).toBe(true);
    expect(inboxPreview(null)).toBe('');
  });

  it('says an image message sent a GIF when it is one', () => {
    const image = (url: string): Message => ({
      ...text(''),
      type: 'IMAGE',
      content: null,
      image: { original_size: { url, width: 1, height: 1 }, alt_sizes: [] },
    });
    expect(inboxPreview(image('/media/uploads/image/a.gif'))).toBe('sent a GIF');
    expect(inboxPreview(image('/media/messages/a.jpg'))).toBe('sent a photo');
  });

  it('says how recently a participant was active, up to four hours', () => {
    expect(statusBannerText(-1)).toBeNull();
    expect(statusBannerText(0)).toBe('Active in the last hour');
    expect(statusBannerText(3599)).toBe('Active in the last hour');
    expect(statusBannerText(3600)).toBe('Active in the last 2 hours');
    expect(statusBannerText(10_800)).toBe('Active in the last 4 hours');
    expect(statusBannerText(14_400)).toBeNull();
  });

  it('puts a time header after an hour and collapses the same sender within a minute', () => {
    const at = (participant: string, iso: string) => ({ participant, created_at: iso });
    expect(
      layoutMessages([
        at('a', '2026-11-22T10:00:00Z'),
        at('a', '2026-11-22T10:00:59Z'),
        at('a', '2026-11-22T10:02:30Z'),
        at('b', '2026-11-22T10:02:40Z'),
        at('b', '2026-11-22T11:03:00Z'),
      ]),
    ).toEqual([
      { tsHeader: true, isCollapsed: false },
      { tsHeader: false, isCollapsed: true },
      { tsHeader: false, isCollapsed: false },
      { tsHeader: false, isCollapsed: false },
      { tsHeader: true, isCollapsed: false },
    ]);
  });

  it('accepts jpg, png and gif images up to the limit', () => {
    expect(imageFileError({ name: 'a.png', type: 'image/png', size: 10 })).toBeNull();
    expect(imageFileError({ name: 'a.JPG', type: '', size: 10 })).toBeNull();
    expect(imageFileError({ name: 'a.webp', type: 'image/webp', size: 10 })).toBe('Invalid file type.');
    expect(imageFileError({ name: 'a.gif', type: 'image/gif', size: 10_485_761 })).toBe(
      'Image must be smaller than 10MB',
    );
    expect(imageFileError({ name: 'a.gif', type: 'image/gif', size: 3_000_000 }, 2_621_440)).toBe(
      'Image must be smaller than 2MB',
    );
  });

  it('keeps only allowed send contexts', () => {
    expect(allowedContext('post-chrome:dashboard')).toBe('post-chrome:dashboard');
    expect(allowedContext('messaging-gif')).toBe('messaging-gif');
    expect(allowedContext('inbox:favorites')).toBeNull();
    expect(allowedContext(undefined)).toBeNull();
  });

  it('keys persisted windows by user and state', () => {
    expect(windowsStorageKey('ada', 'minimized')).toBe('messaging:ada:minimized');
  });
});
