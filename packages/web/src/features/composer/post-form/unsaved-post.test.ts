import { newPostForm } from '@rookery/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetUnsavedPost, keepUnsavedPost, readUnsavedPost, unsavedPostKey } from './unsaved-post';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('unsaved posts', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
  });

  const opened = newPostForm('text', { tumblelog: 'ada', editorType: 'rich' });

  it('are kept per blog and per form', () => {
    expect(unsavedPostKey({ mode: 'new', type: 'quote' }, 'ada')).toBe('rookery:unsaved-post:ada:new:quote');
    expect(unsavedPostKey({ mode: 'edit', postId: '7' }, 'ada')).toBe('rookery:unsaved-post:ada:edit:7');
    expect(unsavedPostKey({ mode: 'reblog', reblogId: '9', reblogKey: 'k' }, 'bo')).toBe(
      'rookery:unsaved-post:bo:reblog:9',
    );
  });

  it('come back whole, in the context the form opens in now, without the working flags', () => {
    const key = unsavedPostKey({ mode: 'new', type: 'text' }, 'ada');
    keepUnsavedPost(key, {
      ...opened,
      title: 'Title',
      body: '<p>Body</p>',
      tags: ['a', 'b'],
      uploading: true,
      contextData: { baseRoute: '/blog/ada/queue', contextPage: 'queue' },
    });
    const reopened = { ...opened, contextData: { baseRoute: '/blog/ada/drafts', contextPage: 'drafts' } };
    expect(readUnsavedPost(key, reopened)).toEqual({
      ...reopened,
      title: 'Title',
      body: '<p>Body</p>',
      tags: ['a', 'b'],
      uploading: false,
    });
  });

  it('are gone once forgotten, and unreadable ones are forgotten', () => {
    const key = unsavedPostKey({ mode: 'new', type: 'text' }, 'ada');
    keepUnsavedPost(key, { ...opened, title: 'Title' });
    forgetUnsavedPost(key);
    expect(readUnsavedPost(key, opened)).toBeNull();
    localStorage.setItem(key, '{not json');
    expect(readUnsavedPost(key, opened)).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
  });
});
