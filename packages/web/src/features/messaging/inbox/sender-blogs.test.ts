import type { Channel } from '@rookery/core';
import { describe, expect, it } from 'vitest';
import { defaultSender, senderBlogs } from './sender-blogs';

const channel = (name: string, extra: Partial<Channel> = {}) =>
  ({ name, uuid: `u:${name}`, is_current: false, can_send_messages: true, ...extra }) as Channel;

describe('sender blogs', () => {
  it('are the blogs enabled for messaging, or all of them when none is', () => {
    const off = channel('off', { can_send_messages: false });
    expect(senderBlogs({ channels: [channel('a'), off] }).map((c) => c.name)).toEqual(['a']);
    expect(senderBlogs({ channels: [off] }).map((c) => c.name)).toEqual(['off']);
  });

  it('start from the last choice, else the current blog, else the primary, else the first', () => {
    const channels = [channel('a'), channel('b', { is_current: true }), channel('c')];
    expect(defaultSender({ channels, primary: 'c' }, 'u:c')?.name).toBe('c');
    expect(defaultSender({ channels, primary: 'c' }, null)?.name).toBe('b');
    expect(defaultSender({ channels: [channel('a'), channel('c')], primary: 'c' }, 'gone')?.name).toBe('c');
    expect(defaultSender({ channels: [channel('a')], primary: 'x' }, null)?.name).toBe('a');
    expect(defaultSender({ channels: [], primary: 'x' }, null)).toBeUndefined();
  });
});
