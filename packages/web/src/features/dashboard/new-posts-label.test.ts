import { describe, expect, it } from 'vitest';
import { newPostsLabel } from './new-posts-label';

describe('the new posts pill', () => {
  it('counts in words', () => {
    expect(newPostsLabel(1, false)).toBe('1 new post');
    expect(newPostsLabel(2, false)).toBe('2 new posts');
    expect(newPostsLabel(50, true)).toBe('50+ new posts');
  });
});
