import { avatarUrl, type NoteBlog } from '@rookery/core';

/** The blog a note names, with a small avatar for the notes list. */
export function noteBlog(name: string, avatarVersion: number): NoteBlog {
  return { name, url: `/${name}`, avatar_url: avatarUrl(name, 64, avatarVersion) };
}
