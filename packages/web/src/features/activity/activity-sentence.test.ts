import type { ActivityItem } from '@rookery/core';
import { describe, expect, it } from 'vitest';
import { activitySentence } from './activity-sentence';

const item = (over: Partial<ActivityItem>): ActivityItem => ({
  id: '1',
  kind: 'like',
  blog_name: 'ann',
  actor: { name: 'ben', title: 'Ben', url: '/ben', avatar_url: '/avatar/ben/64' },
  post: { id: '9', url: '/ann/post/9', summary: 'Hello' },
  text: '',
  created_at: '2026-11-22T10:00:00Z',
  read: false,
  ...over,
});

describe('activity sentences', () => {
  it('says who did what to which post', () => {
    expect(activitySentence(item({}))).toEqual({ who: 'ben', what: 'liked your post' });
    expect(activitySentence(item({ kind: 'follow', post: null }))).toEqual({
      who: 'ben',
      what: 'started following you',
    });
    expect(
      activitySentence(item({ kind: 'reply', post: { id: '3', url: '/cat/post/3', summary: 'x' } })).what,
    ).toBe('replied to a post you follow');
  });

  it('never names the asker of an anonymous ask', () => {
    expect(activitySentence(item({ kind: 'ask', actor: null, post: null }))).toEqual({
      who: 'Anonymous',
      what: 'asked you a question',
    });
  });
});
