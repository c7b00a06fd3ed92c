import { describe, expect, it } from 'vitest';
import { formOpeningOf } from './form-opening';

describe('composer routes', () => {
  it('reads a new post type, with the old aliases', () => {
    expect(formOpeningOf('new', { type: 'photo' })).toEqual({ mode: 'new', type: 'photo' });
    expect(formOpeningOf('new', { type: 'regular' })).toEqual({ mode: 'new', type: 'text' });
    expect(formOpeningOf('new', { type: 'conversation' })).toEqual({ mode: 'new', type: 'chat' });
  });

  it('opens nothing for types the composer does not write', () => {
    expect(formOpeningOf('new', { type: 'answer' })).toBeNull();
    expect(formOpeningOf('new', { type: 'poem' })).toBeNull();
  });

  it('reads edit and reblog lookups', () => {
    expect(formOpeningOf('edit', { postId: '42' })).toEqual({ mode: 'edit', postId: '42' });
    expect(formOpeningOf('reblog', { reblogId: '42', reblogKey: 'k' })).toEqual({
      mode: 'reblog',
      reblogId: '42',
      reblogKey: 'k',
    });
    expect(formOpeningOf('reblog', { reblogId: '42' })).toBeNull();
  });
});
