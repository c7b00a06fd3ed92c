import type { PostSaveResponse } from '@rookery/core';

/** Where a saved post can be seen: its blog, its drafts, or its queue (which lists scheduled posts too). */
export function savedPostLink(saved: PostSaveResponse): { label: string; href: string } {
  const name = encodeURIComponent(saved.post_tumblelog.name);
  switch (saved.post.state) {
    case 'draft':
      return { label: 'View drafts', href: `/blog/${name}/drafts` };
    case 'queued':
      return { label: 'View queue', href: `/blog/${name}/queue` };
    case 'scheduled':
      return { label: 'View scheduled posts', href: `/blog/${name}/queue` };
    default:
      return { label: 'View', href: `/${name}` };
  }
}
