import type { BlogData, FollowingResponse } from '@rookery/core';
import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { removeBlog, restoreBlog } from './following-pages';

const blog = (name: string) => ({ name }) as BlogData;
const page = (names: string[], total: number): FollowingResponse => ({
  blog_name: 'me',
  blogs: names.map(blog),
  total,
  next: null,
});
const pages = (...list: FollowingResponse[]): InfiniteData<FollowingResponse> => ({
  pages: list,
  pageParams: list.map(() => undefined),
});
const names = (data: InfiniteData<FollowingResponse>) => data.pages.map((p) => p.blogs.map((b) => b.name));

describe('removeBlog and restoreBlog', () => {
  const data = pages(page(['a', 'b'], 4), page(['c', 'd'], 4));

  it('takes the blog out, counts one fewer, and says where it was', () => {
    const { data: next, removed } = removeBlog(data, 'c');
    expect(names(next)).toEqual([['a', 'b'], ['d']]);
    expect(next.pages.map((p) => p.total)).toEqual([3, 3]);
    expect(removed).toMatchObject({ page: 1, index: 0 });
  });

  it('leaves the pages alone for a blog not listed', () => {
    expect(removeBlog(data, 'zz')).toEqual({ data, removed: null });
  });

  it('puts a blog back in its place', () => {
    const { data: next, removed } = removeBlog(data, 'b');
    const back = restoreBlog(next, removed!);
    expect(names(back)).toEqual(names(data));
    expect(back.pages.map((p) => p.total)).toEqual([4, 4]);
  });

  it('puts it back among the rows left when others went meanwhile', () => {
    const first = removeBlog(data, 'a');
    const second = removeBlog(first.data, 'b');
    expect(names(restoreBlog(second.data, first.removed!))).toEqual([['a'], ['c', 'd']]);
  });

  it('does not add a blog twice', () => {
    const { removed } = removeBlog(data, 'a');
    expect(restoreBlog(data, removed!)).toBe(data);
  });
});
