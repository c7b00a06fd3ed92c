import { DEFAULT_THEME, type OwnBlogData } from '@rookery/core';
import { describe, expect, it } from 'vitest';
import { changedSettings, settingsFromBlog } from './settings-values';

const blog = {
  name: 'corvid',
  title: 'Crows',
  description: 'About crows',
  global_theme_params: { ...DEFAULT_THEME, header_image: '/media/h.jpg' },
  asks: false,
  anonymous_asks: false,
  ask_page_title: 'Ask me anything',
  submissions: false,
  can_receive_messages: true,
  messages_from_followed_only: false,
  posts_per_day: 2,
  queue_start_hour: 0,
  queue_end_hour: 24,
} as OwnBlogData;

describe('blog settings values', () => {
  it('leaves header images out of the editable theme', () => {
    const values = settingsFromBlog(blog);
    expect(values.theme).not.toHaveProperty('header_image');
    expect(values.theme.title_font).toBe(DEFAULT_THEME.title_font);
  });

  it('sends only what changed, theme keys included', () => {
    const initial = settingsFromBlog(blog);
    const current = {
      ...initial,
      title: 'Ravens',
      asks: true,
      theme: { ...initial.theme, avatar_shape: 'square' as const, background_color: '#fafafa' },
    };
    expect(changedSettings(initial, current)).toEqual({
      title: 'Ravens',
      asks: true,
      global_theme_params: { avatar_shape: 'square' },
    });
  });

  it('finds nothing to send when nothing changed', () => {
    const initial = settingsFromBlog(blog);
    expect(changedSettings(initial, structuredClone(initial))).toEqual({});
  });

  it('sends the queue window whole when one of its hours changed', () => {
    const initial = settingsFromBlog(blog);
    expect(changedSettings(initial, { ...initial, queue_end_hour: '18', posts_per_day: '4' })).toEqual({
      posts_per_day: '4',
      queue_start_hour: '0',
      queue_end_hour: '18',
    });
  });
});
