import { avatarUrl, type InboxBlog } from '@rookery/core';

/** A blog as the inbox names it: who asked (when they may be named) or who submitted. */
export function inboxBlog(
  name: string | null,
  title: string | null,
  avatarVersion: number | null,
): InboxBlog | null {
  if (!name) return null;
  return {
    name,
    title: title ?? '',
    url: `/${name}`,
    avatar_url: avatarUrl(name, 64, avatarVersion ?? 0),
  };
}
