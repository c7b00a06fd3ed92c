import type { FastReblogResponse } from '@rookery/core';
import { describe, expect, it } from 'vitest';
import { fastReblogMessage } from './fast-reblog';

const answer = (queued: boolean, self_reblog: boolean): FastReblogResponse => ({
  id: '9',
  queued,
  self_reblog,
  post_tumblelog: {
    name: 'ada',
    name_or_id: 'ada',
    url: '/ada',
    post_url: '/ada/post/9',
    avatar: '/avatar/ada/64',
  },
});

describe('the fast reblog toast', () => {
  it('has a reblog, a queue and a self-reblog variant', () => {
    expect(fastReblogMessage(answer(false, false))).toBe('Reblogged to ada.');
    expect(fastReblogMessage(answer(true, false))).toBe("Added to ada's queue.");
    expect(fastReblogMessage(answer(false, true))).toBe('Reblogged your own post to ada.');
  });
});
