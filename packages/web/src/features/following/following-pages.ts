import type { BlogData, FollowingResponse } from '@rookery/core';
import type { InfiniteData } from '@tanstack/react-query';

type Pages = InfiniteData<FollowingResponse>;

/** Where a blog sat in the loaded pages, so a failed unfollow can put it back in the same place. */
export interface RemovedBlog {
  page: number;
  index: number;
  blog: BlogData;
}

const withTotal = (page: FollowingResponse, delta: number): FollowingResponse => ({
  ...page,
  total: Math.max(0, page.total + delta),
});

/** The pages without `name`, and where it was; every page's total counts one blog fewer. */
export function removeBlog(data: Pages, name: string): { data: Pages; removed: RemovedBlog | null } {
  for (const [pageIndex, page] of data.pages.entries()) {
    const index = page.blogs.findIndex((blog) => blog.name === name);
    if (index === -1) continue;
    const removed = { page: pageIndex, index, blog: page.blogs[index] as BlogData };
    const pages = data.pages.map((p, i) =>
      withTotal(i === pageIndex ? { ...p, blogs: p.blogs.filter((_, j) => j !== index) } : p, -1),
    );
    return { data: { ...data, pages }, removed };
  }
  return { data, removed: null };
}

/**
 * Puts a removed blog back where it was. Other rows may have gone meanwhile (several unfollows at
 * once), so the index is clamped; a blog already back (a refetch) is not added twice.
 */
export function restoreBlog(data: Pages, removed: RemovedBlog): Pages {
  if (data.pages.some((page) => page.blogs.some((blog) => blog.name === removed.blog.name))) return data;
  const pages = data.pages.map((page, i) => {
    if (i !== removed.page) return withTotal(page, 1);
    const blogs = [...page.blogs];
    blogs.splice(Math.min(removed.index, blogs.length), 0, removed.blog);
    return withTotal({ ...page, blogs }, 1);
  });
  return { ...data, pages };
}
