import type { PostSaveResponse } from '@rookery/core';

/** Where a saved post can be seen: its blog's posts, drafts, queue or scheduled posts. */
export function savedPostLink(saved: PostSaveResponse): { label: string; href: string } {
  const blog = `/${encodeURIComponent(saved.post_tumblelog.name)}`;
  switch (saved.post.state) {
    case 'draft':
      return { label: 'View drafts', href: `${blog}?state=draft` };
    case 'queued':
      return { label: 'View queue', href: `${blog}?state=queued` };
    case 'scheduled':
      return { label: 'View scheduled posts', href: `${blog}?state=scheduled` };
    default:
      return { label: 'View', href: blog };
  }
}
