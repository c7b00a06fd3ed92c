import type { PostSaveResponse } from '@rookery/core';
import { describe, expect, it } from 'vitest';
import { savedPostLink } from './save-toast';

const saved = (state: PostSaveResponse['post']['state']): PostSaveResponse =>
  ({
    post: { id: '1', type: 'text', state, is_edit: false, is_reblog: false, publish_on: null, date: '' },
    post_tumblelog: { name: 'my-blog', name_or_id: 'my-blog', url: '/my-blog', post_url: '', avatar: '' },
    created_post: true,
    message: 'Posted to my-blog.',
    post_context_page: 'dashboard',
    context_tumblelog: 'my-blog',
    post_dashboard_html: '',
  }) satisfies PostSaveResponse;

describe('saved post link', () => {
  it('points at the blog, its drafts, or its queue (scheduled posts are listed there)', () => {
    expect(savedPostLink(saved('published'))).toEqual({ label: 'View', href: '/my-blog' });
    expect(savedPostLink(saved('private'))).toEqual({ label: 'View', href: '/my-blog' });
    expect(savedPostLink(saved('draft'))).toEqual({ label: 'View drafts', href: '/blog/my-blog/drafts' });
    expect(savedPostLink(saved('queued')).href).toBe('/blog/my-blog/queue');
    expect(savedPostLink(saved('scheduled')).href).toBe('/blog/my-blog/queue');
  });
});
