import type { PostSaveResponse } from '@rookery/core';
import { describe, expect, it } from 'vitest';
import { fragmentAfterSave } from './fragment-after-save';

const saved = (
  contextPage: string,
  { is_edit = false, is_reblog = false }: { is_edit?: boolean; is_reblog?: boolean } = {},
): PostSaveResponse => ({
  post: { id: '7', type: 'text', state: 'published', is_edit, is_reblog, publish_on: null, date: '' },
  post_tumblelog: { name: 'ann', name_or_id: 'ann', url: '/ann', post_url: '/ann/post/7', avatar: '' },
  created_post: !is_edit,
  message: 'Posted to ann.',
  post_context_page: contextPage,
  context_tumblelog: 'ann',
  post_dashboard_html: '',
});

describe('the fragment call after a save (spec document 1 §7)', () => {
  it('follows a new post on the dashboard and inbox pages, before the top post', () => {
    expect(fragmentAfterSave(saved('dashboard'))).toEqual({ pageRoot: 'dashboard', direction: 'before' });
    expect(fragmentAfterSave(saved('inbox'))).toEqual({ pageRoot: 'inbox', direction: 'before' });
  });

  it('comes after the last post on the drafts page', () => {
    expect(fragmentAfterSave(saved('drafts'))).toEqual({ pageRoot: 'drafts', direction: 'after' });
  });

  it('does not follow edits or reblogs', () => {
    for (const page of ['dashboard', 'drafts', 'inbox']) {
      expect(fragmentAfterSave(saved(page, { is_edit: true }))).toBeNull();
      expect(fragmentAfterSave(saved(page, { is_reblog: true }))).toBeNull();
    }
  });

  it('does not follow saves on other pages (queue reloads, tagged has no fragment)', () => {
    expect(fragmentAfterSave(saved('queue'))).toBeNull();
    expect(fragmentAfterSave(saved('tagged'))).toBeNull();
  });
});
