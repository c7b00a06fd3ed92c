import { newPostForm } from '@rookery/core';
import { describe, expect, it } from 'vitest';
import { formChanged } from './form-changed';

describe('form changed', () => {
  const initial = newPostForm('text', { tumblelog: 'mine' });

  it('is unchanged until something is written', () => {
    expect(formChanged(initial, { ...initial })).toBe(false);
    expect(formChanged(initial, { ...initial, type: 'photo', state: 'draft', tumblelog: 'other' })).toBe(
      false,
    );
    expect(formChanged(initial, { ...initial, uploading: true })).toBe(false);
  });

  it('notices content, tags and photos', () => {
    expect(formChanged(initial, { ...initial, body: 'Hello' })).toBe(true);
    expect(formChanged(initial, { ...initial, tags: ['a'] })).toBe(true);
    expect(formChanged(initial, { ...initial, photos: [{ id: 'o1', url: 'blob:x' }] })).toBe(true);
  });

  it('counts a new state as an edit of a saved post', () => {
    const edit = newPostForm('text', { body: 'Saved' }, 'edit');
    expect(formChanged(edit, { ...edit, state: 'draft' })).toBe(true);
  });
});
