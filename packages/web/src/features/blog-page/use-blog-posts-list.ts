import { usePostList } from '../posts/use-post-list';

/** The list key of a blog's public posts; a tag narrows it (GET /svc/blog/{name}/posts?tag=). */
export const blogPostsKey = (name: string) => ['blog-posts', name] as const;

export function useBlogPostsList(name: string, tag?: string) {
  return usePostList(
    blogPostsKey(name),
    `/svc/blog/${encodeURIComponent(name)}/posts`,
    tag ? { tag } : undefined,
  );
}
