import type { PostListResponse, PostView } from '@rookery/core';
import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { moveId, withOrder } from './queue-order';

const page = (ids: string[], next: string | null): PostListResponse => ({
  posts: ids.map((id) => ({ id }) as PostView),
  next,
});
const ids = (data: InfiniteData<PostListResponse>) => data.pages.map((p) => p.posts.map((post) => post.id));

describe('moveId', () => {
  it('moves one id up or down', () => {
    expect(moveId(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveId(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });

  it('keeps ids inside the list at its ends', () => {
    expect(moveId(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveId(['a', 'b'], 1, 5)).toEqual(['a', 'b']);
    expect(moveId(['a', 'b'], 4, 0)).toEqual(['a', 'b']);
  });
});

describe('withOrder', () => {
  const data: InfiniteData<PostListResponse> = {
    pages: [page(['a', 'b'], 'c1'), page(['c'], null)],
    pageParams: [undefined, 'c1'],
  };

  it('orders the posts across pages, keeping each page its size and cursor', () => {
    const next = withOrder(data, ['c', 'a', 'b']);
    expect(ids(next)).toEqual([['c', 'a'], ['b']]);
    expect(next.pages.map((p) => p.next)).toEqual(['c1', null]);
  });

  it('keeps posts it was not told about after the rest', () => {
    expect(ids(withOrder(data, ['b']))).toEqual([['b', 'a'], ['c']]);
  });
});
